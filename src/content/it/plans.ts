/** The three plans in Italian, for /it and /it/prezzi: their words around the figures, features and links of `src/content/plans.ts`. */
import type { PlansWords } from '../plans';

export const plansWords = {
  cardLabels: {
    from: 'da',
    comingSoon: 'Prossimamente',
    recommended: 'Consigliato',
    oldPrice: 'Prezzo precedente',
    setupFee: 'Costo unico di onboarding',
    notIncluded: 'Non incluso:',
  },

  plans: {
    individual: {
      tagline: 'Per privati e lavoratori indipendenti',
      priceDetail: 'al mese, IVA esclusa',
      description:
        'La chat IA svizzera per il suo lavoro personale. Si iscriva alla lista d’attesa: la contatteremo al momento del lancio.',
      features: {
        modelChat: 'Chat con scelta del modello',
        documentsAndWebSearch: 'Analisi di documenti e ricerca sul web',
        swissHosting: 'Hosting in Svizzera',
        knowledgeBase: 'Banca dati delle conoscenze propria (RAG)',
        teamManagement: 'Gestione del team e assistenti condivisi',
      },
      buttonText: 'Iscriversi alla lista d’attesa',
    },

    business: {
      tagline: 'Per i team di PMI, fondazioni ed enti non profit',
      priceDetail: 'al mese con fatturazione annuale, IVA esclusa',
      description: 'L’intera piattaforma per la sua organizzazione, con {users} utenti inclusi.',
      features: {
        includedUsers: '{users} utenti inclusi (minimo)',
        extraUsers: 'Ogni persona in più {pricePerExtraUser} al mese',
        knowledgeBase: '{knowledgeBaseGb} GB di dati per la banca dati delle conoscenze (RAG)',
        monthlyTokens: '{monthlyTokensMillions} milioni di token al mese',
        assistants: '{assistants} assistente personalizzato',
        supportHours: 'Supporto dal lunedì al venerdì, dalle {supportFrom} alle {supportUntil}',
      },
      buttonText: 'Richiedere Business',
      secondaryButtonText: 'Consulenza gratuita',
      additionalNote:
        'Il costo di onboarding comprende un workshop sui dati di {workshopHours} ore, una banca dati delle conoscenze propria e {onboardingSupportHours} ore di accompagnamento all’avvio.',
    },

    enterprise: {
      tagline: 'Per grandi organizzazioni con esigenze particolari',
      priceDetail: 'Prezzo su richiesta, IVA esclusa',
      description: 'Infrastruttura dedicata, capacità illimitata e disponibilità garantita per contratto.',
      features: {
        unlimitedKnowledgeBase: 'Dati illimitati per la banca dati delle conoscenze (RAG)',
        unlimitedTokens: 'Token illimitati',
        dedicatedInfrastructure: 'Infrastruttura dedicata',
        onPremise: 'Possibile l’esercizio on-premise',
        serviceLevelAgreement: 'Accordo sul livello di servizio (SLA)',
      },
      buttonText: 'Richiedere Enterprise',
    },
  },

  introOffer: {
    buttonText: 'Assicurarsi il prezzo di lancio',
    savingsNote: 'Risparmia {saving} al mese, garantito per {guaranteedMonths}\u00a0mesi',
    terms:
      'Prezzo di lancio per i nuovi clienti: {offerPrice} invece di {regularPrice} al mese per le sottoscrizioni entro il {bookableUntil}, garantito per i primi {guaranteedMonths} mesi di fatturazione.',
  },

  platformProduct: {
    name: 'Piattaforma di IA per team, ospitata in Svizzera',
    description:
      'Chat con scelta del modello, assistenti personali, banca dati delle conoscenze e analisi di documenti su server a Zurigo, per PMI, fondazioni ed enti non profit.',
  },
} as const satisfies PlansWords;
