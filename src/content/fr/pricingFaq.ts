/**
 * The pricing page's FAQ in French (/fr/tarifs); /fr/faq answers the same
 * questions with these words. The questions' order and the figures the
 * answers quote are in `src/content/pricingFaq.ts`.
 */
import type { PricingFaqWords } from '../pricingFaq';

export const pricingFaqWords = {
  eyebrow: 'FAQ',
  title: 'Questions fréquentes',
  intro: 'Mise en place, exploitation, données: les réponses essentielles. Votre question n’y figure pas? Nous y répondons volontiers lors d’un entretien.',
  items: {
    implementation: {
      question: 'Combien de temps prend la mise en place?',
      answer: [
        'En général, environ deux semaines: de l’atelier sur les données à l’accompagnement de votre équipe pendant ses premiers jours de travail, en passant par la mise en place de votre base de connaissances.',
      ],
    },
    tokens: {
      question: 'Qu’est-ce qu’un token?',
      answer: [
        'Les modèles de langage découpent le texte en petites unités: les tokens. Un mot représente en moyenne {tokensFrom} à {tokensTo} token.',
        'Le décompte porte aussi bien sur vos demandes que sur les réponses du modèle.',
      ],
    },
    models: {
      question: 'Quels modèles de langage sont disponibles?',
      answer: [
        'Des variantes de Mistral et de GPT. Pour chaque conversation, vous choisissez le modèle adapté à la tâche et à la confidentialité des données.',
      ],
    },
    languages: {
      question: 'Dans quelles langues le chat travaille-t-il?',
      answer: ['En français, en allemand, en italien et en anglais.'],
    },
    'file-formats': {
      question: 'Quels fichiers la base de connaissances peut-elle traiter?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown et JSON. Par défaut, les documents nouveaux ou modifiés sont indexés automatiquement chaque jour.',
      ],
    },
    hosting: {
      question: 'Où nos données sont-elles stockées?',
      answer: [
        'Principalement sur des serveurs situés dans la région de Zurich, chez un partenaire certifié ISO 27001 et ISO 9001. Sur demande, aussi en Allemagne ou dans l’espace UE/EEE.',
        'Les données stockées sont chiffrées en AES-256.',
      ],
    },
    support: {
      question: 'Comment joindre le support?',
      answer: ['Du lundi au vendredi, de {supportFrom} à {supportUntil}. Nous répondons en général dans les {supportAnswersWithin} heures.'],
    },
  },
} as const satisfies PricingFaqWords;
