/**
 * The pricing page's FAQ. The FAQ page /fr/faq answers seven of the same
 * questions with these very objects, so it imports this module rather than
 * the whole pricing page's content.
 */
import type { PricingFaqContent } from '../pricingFaq';

export const pricingFaq = {
  eyebrow: 'FAQ',
  title: 'Questions fréquentes',
  intro: 'Mise en place, exploitation, données: les réponses essentielles. Votre question n’y figure pas? Nous y répondons volontiers lors d’un entretien.',
  items: [
    {
      id: 'implementation',
      question: 'Combien de temps prend la mise en place?',
      answer: [
        'En général, environ deux semaines: de l’atelier sur les données à l’accompagnement de votre équipe pendant ses premiers jours de travail, en passant par la mise en place de votre base de connaissances.',
      ],
    },
    {
      id: 'tokens',
      question: 'Qu’est-ce qu’un token?',
      answer: [
        'Les modèles de langage découpent le texte en petites unités: les tokens. Un mot représente en moyenne 1,3 à 1,5 token.',
        'Le décompte porte aussi bien sur vos demandes que sur les réponses du modèle.',
      ],
    },
    {
      id: 'models',
      question: 'Quels modèles de langage sont disponibles?',
      answer: [
        'Des variantes de Mistral et de GPT. Pour chaque conversation, vous choisissez le modèle adapté à la tâche et à la confidentialité des données.',
      ],
    },
    {
      id: 'languages',
      question: 'Dans quelles langues le chat travaille-t-il?',
      answer: ['En français, en allemand, en italien et en anglais.'],
    },
    {
      id: 'file-formats',
      question: 'Quels fichiers la base de connaissances peut-elle traiter?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown et JSON. Par défaut, les documents nouveaux ou modifiés sont indexés automatiquement chaque jour.',
      ],
    },
    {
      id: 'hosting',
      question: 'Où nos données sont-elles stockées?',
      answer: [
        'Principalement sur des serveurs situés dans la région de Zurich, chez un partenaire certifié ISO 27001 et ISO 9001. Sur demande, aussi en Allemagne ou dans l’espace UE/EEE.',
        'Les données stockées sont chiffrées en AES-256.',
      ],
    },
    {
      id: 'support',
      question: 'Comment joindre le support?',
      answer: ['Du lundi au vendredi, de 9 h à 17 h. Nous répondons en général dans les 24 heures.'],
    },
  ],
} as const satisfies PricingFaqContent;
