/**
 * The pricing page's FAQ in Italian (/it/prezzi); /it/faq answers the same
 * questions with these words. The questions' order and the figures the
 * answers quote are in `src/content/pricingFaq.ts`.
 */
import type { PricingFaqWords } from '../pricingFaq';

export const pricingFaqWords = {
  eyebrow: 'FAQ',
  title: 'Domande frequenti',
  intro: 'Le risposte essenziali su introduzione, esercizio e dati. Non trova la sua domanda? Le rispondiamo volentieri in un colloquio.',
  items: {
    implementation: {
      question: 'Quanto dura l’introduzione?',
      answer: [
        'Di norma circa due settimane: dal workshop sui dati alla configurazione della sua base di conoscenza, fino all’accompagnamento del suo team nei primi giorni di lavoro.',
      ],
    },
    tokens: {
      question: 'Che cos’è un token?',
      answer: [
        'I modelli linguistici scompongono il testo in piccole unità, i token. In media una parola corrisponde a {tokensFrom}–{tokensTo} token.',
        'Si contano sia le sue richieste sia le risposte del modello.',
      ],
    },
    models: {
      question: 'Quali modelli linguistici sono disponibili?',
      answer: [
        'Varianti di Mistral e di GPT. Per ogni conversazione sceglie Lei il modello adatto al compito e alla riservatezza dei dati.',
      ],
    },
    languages: {
      question: 'In quali lingue lavora la chat?',
      answer: ['In italiano, tedesco, francese e inglese.'],
    },
    'file-formats': {
      question: 'Quali file può elaborare la base di conoscenza?',
      answer: [
        'PDF, DOCX, TXT, CSV, PPTX, HTML, Markdown e JSON. Per impostazione predefinita, i documenti nuovi o modificati vengono indicizzati in automatico ogni giorno.',
      ],
    },
    hosting: {
      question: 'Dove vengono salvati i nostri dati?',
      answer: [
        'Principalmente su server nella regione di Zurigo, presso un partner certificato ISO 27001 e ISO 9001. Su richiesta anche in Germania o nello Spazio UE/SEE.',
        'I dati salvati sono cifrati con AES-256.',
      ],
    },
    support: {
      question: 'Come raggiungiamo il supporto?',
      answer: ['Dal lunedì al venerdì, dalle {supportFrom} alle {supportUntil}. Di regola rispondiamo entro {supportAnswersWithin} ore.'],
    },
  },
} as const satisfies PricingFaqWords;
