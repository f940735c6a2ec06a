/**
 * The pricing page's FAQ. The FAQ page /de/faq answers seven of the same
 * questions with these very objects, so it imports this module rather than
 * the whole pricing page's content.
 */
import type { PricingFaqContent } from '../pricingFaq';

export const pricingFaq = {
  eyebrow: 'FAQ',
  title: 'Häufige Fragen',
  intro: 'Antworten zu Einführung, Betrieb und Daten. Ihre Frage fehlt? Wir beantworten sie gerne im Gespräch.',
  items: [
    {
      id: 'implementation',
      question: 'Wie lange dauert die Einführung?',
      answer: [
        'In der Regel rund zwei Wochen: vom Daten-Workshop über die Einrichtung Ihrer Wissensdatenbank bis zur Begleitung Ihres Teams in den ersten Arbeitstagen.',
      ],
    },
    {
      id: 'tokens',
      question: 'Was ist ein Token?',
      answer: [
        'Sprachmodelle zerlegen Text in kleine Einheiten, die Tokens. Ein Wort entspricht im Durchschnitt 1.3 bis 1.5 Tokens.',
        'Gezählt werden sowohl Ihre Eingaben als auch die Antworten des Modells.',
      ],
    },
    {
      id: 'models',
      question: 'Welche Sprachmodelle stehen zur Verfügung?',
      answer: [
        'Varianten von Mistral und GPT. Sie wählen pro Unterhaltung das Modell, das zur Aufgabe und zur Vertraulichkeit der Daten passt.',
      ],
    },
    {
      id: 'languages',
      question: 'In welchen Sprachen arbeitet der Chat?',
      answer: ['Auf Deutsch, Englisch, Französisch und Italienisch.'],
    },
    {
      id: 'file-formats',
      question: 'Welche Dateien kann die Wissensdatenbank verarbeiten?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown und JSON. Neue und geänderte Dokumente werden standardmässig täglich automatisch indexiert.',
      ],
    },
    {
      id: 'hosting',
      question: 'Wo werden unsere Daten gespeichert?',
      answer: [
        'Primär auf Servern in der Region Zürich, bei einem nach ISO 27001 und ISO 9001 zertifizierten Partner. Auf Wunsch auch in Deutschland oder im EU/EWR-Raum.',
        'Gespeicherte Daten sind mit AES-256 verschlüsselt.',
      ],
    },
    {
      id: 'support',
      question: 'Wie erreichen wir den Support?',
      answer: ['Montag bis Freitag von 9 bis 17 Uhr. Wir antworten in der Regel innert 24 Stunden.'],
    },
  ],
} as const satisfies PricingFaqContent;
