/**
 * The pricing page's FAQ in German (/de/pricing); /de/faq answers the same
 * questions with these words. The questions' order and the figures the
 * answers quote are in `src/content/pricingFaq.ts`.
 */
import type { PricingFaqWords } from '../pricingFaq';

export const pricingFaqWords = {
  eyebrow: 'FAQ',
  title: 'Häufige Fragen',
  intro: 'Antworten zu Einführung, Betrieb und Daten. Ihre Frage fehlt? Wir beantworten sie gerne im Gespräch.',
  items: {
    implementation: {
      question: 'Wie lange dauert die Einführung?',
      answer: [
        'In der Regel rund zwei Wochen: vom Daten-Workshop über die Einrichtung Ihrer Wissensdatenbank bis zur Begleitung Ihres Teams in den ersten Arbeitstagen.',
      ],
    },
    tokens: {
      question: 'Was ist ein Token?',
      answer: [
        'Sprachmodelle zerlegen Text in kleine Einheiten, die Tokens. Ein Wort entspricht im Durchschnitt {tokensFrom} bis {tokensTo} Tokens.',
        'Gezählt werden sowohl Ihre Eingaben als auch die Antworten des Modells.',
      ],
    },
    models: {
      question: 'Welche Sprachmodelle stehen zur Verfügung?',
      answer: [
        'Varianten von Mistral und GPT. Sie wählen pro Unterhaltung das Modell, das zur Aufgabe und zur Vertraulichkeit der Daten passt.',
      ],
    },
    languages: {
      question: 'In welchen Sprachen arbeitet der Chat?',
      answer: ['Auf Deutsch, Englisch, Französisch und Italienisch.'],
    },
    'file-formats': {
      question: 'Welche Dateien kann die Wissensdatenbank verarbeiten?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown und JSON. Neue und geänderte Dokumente werden standardmässig täglich automatisch indexiert.',
      ],
    },
    hosting: {
      question: 'Wo werden unsere Daten gespeichert?',
      answer: [
        'Primär auf Servern in der Region Zürich, bei einem nach ISO 27001 und ISO 9001 zertifizierten Partner. Auf Wunsch auch in Deutschland oder im EU/EWR-Raum.',
        'Gespeicherte Daten sind mit AES-256 verschlüsselt.',
      ],
    },
    support: {
      question: 'Wie erreichen wir den Support?',
      answer: ['Montag bis Freitag von {supportFrom} bis {supportUntil} Uhr. Wir antworten in der Regel innert {supportAnswersWithin} Stunden.'],
    },
  },
} as const satisfies PricingFaqWords;
