/**
 * The pricing page /it/prezzi in Italian, section by section: every text
 * but the plans' (./plans), the onboarding box's (./onboarding) and the
 * FAQ's (./pricingFaq). The figures the texts quote, the order of the rules
 * and examples and the links are in `src/content/pricing.ts`.
 */
import type { PricingWords } from '../pricing';

export const pricingWords = {
  intro: {
    eyebrow: 'Prezzi',
    title: 'Prezzi chiari per un’IA svizzera',
    lead: 'Un piano per i team, uno per le grandi organizzazioni e presto uno per i privati. Tutti i prezzi in franchi svizzeri, IVA esclusa.',
    facts: ['Server a Zurigo', 'Onboarding personalizzato', 'Supporto dal lunedì al venerdì'],
  },

  plans: {
    title: 'I tre piani',
    footnote:
      'Tutti i prezzi in franchi svizzeri, IVA esclusa. Il piano Business è fatturato annualmente; il consumo oltre il contingente è fatturato in base all’utilizzo.',
  },

  onboardingSupport: {
    eyebrow: 'Onboarding e supporto',
    title: 'Ben accompagnati fin dal primo giorno',
    intro: 'Una nuova piattaforma serve solo se il suo team la usa nel lavoro di tutti i giorni. Per questo l’introduzione è compresa.',
    support: {
      title: 'Supporto',
      keyFact: 'Da lunedì a venerdì, ore {supportFrom}–{supportUntil}',
      text: 'Alle domande di tutti i giorni rispondiamo di persona:',
      points: [
        'Risposta di regola entro 24 ore',
        'Un avviso quando il consumo del suo contingente di token arriva a quota {quotaNotice}',
        'Nel piano Enterprise con accordo sul livello di servizio (SLA)',
      ],
    },
  },

  priceRules: {
    eyebrow: 'Domande sui prezzi',
    title: 'Cosa sapere prima di decidere',
    intro: 'Le regole principali su numero di utenti, contingente e contratto, in sintesi.',
    items: {
      'intro-price': {
        question: 'Quali condizioni valgono per il prezzo di lancio?',
        answer:
          'I nuovi clienti che sottoscrivono il piano Business entro il {bookableUntil} pagano {offerPrice} invece di {regularPrice} al mese. Il prezzo è garantito per {guaranteedMonths} mesi di fatturazione.',
      },
      'additional-users': {
        question: 'Quanto costa una persona in più?',
        answer:
          'Il piano Business comprende {users} utenti, che sono anche il minimo. Ogni persona in più costa {pricePerExtraUser} al mese.',
      },
      'quota-notice': {
        question: 'Cosa succede quando il contingente di token sta per esaurirsi?',
        answer:
          'Quando il consumo del suo team arriva a quota {quotaNotice} del contingente mensile, le inviamo un avviso. Così ha il tempo di pianificare il consumo o di adeguare il piano.',
      },
      'usage-billing': {
        question: 'Come viene fatturato il consumo supplementare?',
        answer:
          'Ciò che il suo team utilizza oltre il contingente del piano viene fatturato in base al consumo, per ogni milione di token in più. L’avviso a quota {quotaNotice} fa sì che non abbia sorprese.',
      },
      'change-plan': {
        question: 'Possiamo cambiare piano?',
        answer:
          'Il passaggio a un piano superiore è possibile in ogni momento e vale da subito. Il passaggio a un piano inferiore è possibile alla scadenza del contratto.',
      },
      'non-profit': {
        question: 'Ci sono sconti per gli enti non profit?',
        answer:
          'Sì. Le organizzazioni di pubblica utilità, le fondazioni e le associazioni beneficiano di uno sconto. Ci contatti: definiamo insieme le condizioni in un colloquio.',
      },
      vat: {
        question: 'I prezzi includono l’IVA?',
        answer: 'No. Tutti i prezzi si intendono IVA esclusa; l’IVA (aliquota attuale: {vat}) viene aggiunta in fattura.',
      },
    },
  },

  tokens: {
    eyebrow: 'Token',
    title: 'Quanto sono {quotaMillions} milioni di token?',
    intro:
      'I modelli linguistici contano il testo in token, cioè in frammenti di parole. I valori seguenti aiutano a farsi un’idea; il consumo effettivo dipende dalla lingua e dal compito.',
    factsLabel: 'Valori indicativi',
    facts: {
      pagesPerMillionTokens: { unit: 'pagine A4', text: 'corrispondono a circa 1 milione di token' },
      tokensPerPage: { unit: 'token', text: 'per una pagina A4 di 500 parole' },
      tokensPerBook: { unit: 'token', text: 'per un libro intero' },
      tokensPerWord: { unit: 'token', text: 'per parola, a seconda della lingua e del testo' },
    },
    tableCaption: 'Testi tipici e il loro consumo',
    kindHeader: 'Testo',
    tokensHeader: 'Token, circa',
    kinds: {
      'social-post': { label: 'Post sui social media', countLabel: 'Post sui social media' },
      'product-description': { label: 'Descrizione di prodotto', countLabel: 'Descrizioni di prodotti' },
      'blog-article': { label: 'Articolo di blog', countLabel: 'Articoli di blog' },
      'marketing-strategy': { label: 'Strategia di marketing', countLabel: 'Strategie di marketing' },
      'business-plan': { label: 'Analisi di un business plan', countLabel: 'Analisi di business plan' },
      'a4-page': { label: 'Pagina A4 di 500 parole', countLabel: 'Altre pagine A4' },
    },
    estimator: {
      title: 'Stimi il suo consumo mensile',
      intro: 'Quanti di questi testi produce il suo team ogni mese? Inserisca le quantità: la stima si aggiorna subito.',
      fieldsLabel: 'Numero di testi al mese',
      perItemPrefix: 'Per testo, circa',
      unit: 'token',
      totalLabel: 'Consumo stimato al mese',
      shareSuffix: 'del contingente Business',
      meterLabel: 'Parte del contingente Business utilizzata',
      quotaLabel: 'Contingente del piano Business: {quotaMillions} milioni di token al mese',
      notes: {
        empty: 'Nessun testo inserito finora.',
        within: 'Rientra comodamente nel contingente mensile del piano Business.',
        nearQuota:
          'Si avvicina al contingente. A quota {quotaNotice} riceve un avviso, così può pianificare per tempo.',
        overQuota:
          'Supera il contingente mensile. Il consumo supplementare viene fatturato in base all’utilizzo; se il fabbisogno resta elevato, conviene valutare il piano Enterprise.',
      },
      disclaimer:
        'Una stima approssimativa per la redazione di testi. Le domande di approfondimento nella chat, le analisi di documenti e le ricerche consumano altri token.',
    },
  },

  closingCta: {
    title: 'Quale piano fa per il suo team?',
    text: 'In 30 minuti gratuiti calcoliamo con Lei di cosa ha bisogno il suo team: numero di utenti, token e banca dati delle conoscenze. Senza impegno.',
    cta: 'Prenotare una consulenza gratuita',
    contactPrefix: 'Preferisce scrivere? Ci scriva a',
  },
} as const satisfies PricingWords;
