/**
 * The pricing page’s FAQ in English (/en/pricing); /en/faq answers the same
 * questions with these words. The questions’ order and the figures the
 * answers quote are in `src/content/pricingFaq.ts`.
 */
import type { PricingFaqWords } from '../pricingFaq';

export const pricingFaqWords = {
  eyebrow: 'FAQ',
  title: 'Common questions',
  intro: 'Answers on roll-out, operation and data. Is your question not here? We’re glad to answer it in a call.',
  items: {
    implementation: {
      question: 'How long does the roll-out take?',
      answer: [
        'Usually about two weeks: from the data workshop and the set-up of your knowledge base to supporting your team through its first working days.',
      ],
    },
    tokens: {
      question: 'What is a token?',
      answer: [
        'Language models break text down into small units called tokens. On average, one word comes to {tokensFrom} to {tokensTo} tokens.',
        'Both what you type in and what the model answers are counted.',
      ],
    },
    models: {
      question: 'Which language models are available?',
      answer: [
        'Variants of Mistral and GPT. For each conversation, you pick the model that suits the task and the confidentiality of the data.',
      ],
    },
    languages: {
      question: 'Which languages does the chat work in?',
      answer: ['English, German, French and Italian.'],
    },
    'file-formats': {
      question: 'Which files can the knowledge base process?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown and JSON. By default, new and changed documents are indexed automatically once a day.',
      ],
    },
    hosting: {
      question: 'Where is our data stored?',
      answer: [
        'Primarily on servers in the Zurich region, with a partner certified to ISO 27001 and ISO 9001. On request, we can also store it in Germany or elsewhere in the EU/EEA.',
        'Stored data is encrypted with AES-256.',
      ],
    },
    support: {
      question: 'How do we reach support?',
      answer: ['Monday to Friday, {supportFrom} to {supportUntil}. We usually reply within {supportAnswersWithin} hours.'],
    },
  },
} as const satisfies PricingFaqWords;
