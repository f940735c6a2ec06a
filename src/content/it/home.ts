/**
 * The home page /it in Italian, section by section: every text. The order
 * of the lists, the icons, the customers and organisations, the figures and
 * the links are in `src/content/home.ts`; the features are worded in
 * ./platformFeatures.
 */
import type { HomeWords } from '../home';

export const homeWords = {
  hero: {
    eyebrow: 'Piattaforma di IA svizzera',
    title: 'Intelligenza artificiale per il suo team, ospitata in Svizzera.',
    lead: '{brand} offre a PMI, fondazioni ed enti non profit uno spazio di lavoro con IA: chat, assistenti e banca dati delle conoscenze. Gestita a Zurigo, nel rispetto del diritto svizzero ed europeo sulla protezione dei dati.',
    primaryCta: 'Consulenza gratuita',
    chatLabel: 'Chat dal vivo',
    facts: ['Hosting a Zurigo', 'Conforme a LPD e RGPD', 'Crittografia AES-256'],
    preview: {
      caption: 'Esempio di conversazione nella chat',
      modelLabel: 'Modello',
      location: 'Server a Zurigo',
      attachment: 'Verbale_consiglio_di_fondazione.pdf',
      question: 'Riassuma in tre punti il verbale della seduta del consiglio di fondazione.',
      answerIntro: 'Volentieri. Ecco le decisioni prese nella seduta:',
      answerPoints: [
        'Il budget 2027 è approvato.',
        'Due nuovi progetti di sostegno partiranno in primavera.',
        'I conti annuali andranno all’ufficio di revisione entro fine marzo.',
      ],
    },
  },

  featureGroups: {
    eyebrow: 'Funzioni',
    title: 'Una piattaforma per lavorare ogni giorno con l’IA',
    intro:
      'Tutte le funzioni girano su server in Svizzera. È Lei a decidere quale modello svolge quale compito e su quali conoscenze si basano i suoi assistenti.',
    groups: {
      chat: { title: 'Chat e assistenti' },
      knowledge: { title: 'Conoscenze e documenti' },
      research: { title: 'Ricerca' },
      language: { title: 'Lingua e audio' },
      integration: { title: 'Integrazione e formazione' },
    },
  },

  coreFunctions: {
    eyebrow: 'Nella chat',
    title: 'Otto funzioni chiave per il lavoro quotidiano',
    intro: 'Ciò che il suo team sbriga con la chat fin dal primo giorno, in italiano, tedesco, francese e inglese.',
    functions: {
      write: { title: 'Redigere testi', text: 'Lettere, offerte, newsletter e rapporti nel tono della sua organizzazione.' },
      summarise: { title: 'Riassumere', text: 'Ridurre all’essenziale verbali e rapporti lunghi.' },
      translate: { title: 'Tradurre', text: 'Tra italiano, tedesco, francese e inglese.' },
      askDocuments: { title: 'Interrogare documenti', text: 'Risposte tratte direttamente dai suoi file, con il rimando al passaggio esatto.' },
      researchWeb: { title: 'Cercare sul web', text: 'Trovare fonti aggiornate e citarle in modo verificabile.' },
      analyseData: { title: 'Analizzare dati', text: 'Esaminare tabelle e farsi spiegare i risultati in parole semplici.' },
      transcribeAudio: { title: 'Trascrivere audio', text: 'Trasformare in testo le registrazioni di riunioni e interviste.' },
      developIdeas: { title: 'Sviluppare idee', text: 'Elaborare insieme concetti, campagne e varianti.' },
    },
  },

  howItWorks: {
    eyebrow: 'Avvio',
    title: 'Quattro passi verso l’uso produttivo',
    intro: 'Di norma l’avvio richiede circa due settimane. La accompagniamo di persona in ogni fase.',
    steps: {
      firstConversation: {
        title: 'Primo colloquio',
        text: 'In 30 minuti gratuiti chiariamo i suoi obiettivi, i suoi dati e le sue esigenze in materia di protezione dei dati.',
      },
      dataWorkshop: {
        title: 'Workshop sui dati',
        text: 'In un workshop di quattro ore definiamo i dati di cui il suo team ha bisogno e allestiamo la sua prima banca dati delle conoscenze.',
      },
      onboarding: {
        title: 'Onboarding',
        text: 'Otto ore di accompagnamento per il suo team: account, primi assistenti e metodi di lavoro collaudati.',
      },
      operation: {
        title: 'Esercizio e supporto',
        text: 'Il suo team lavora in modo produttivo. Il nostro supporto è a disposizione dal lunedì al venerdì, dalle {supportFrom} alle {supportUntil}, e di regola risponde entro 24 ore.',
      },
    },
  },

  testimonials: {
    eyebrow: 'Testimonianze',
    title: 'Cosa dicono i nostri clienti',
    intro: 'Organizzazioni di tutta la Svizzera tedesca lavorano ogni giorno con la nostra piattaforma.',
    testimonials: {
      regula: {
        quote:
          '«Per preparare le richieste ai partner finanziatori ci volevano giorni, oggi bastano poche ore. Per noi era decisivo che i dati restassero in Svizzera.»',
        role: 'Direttrice',
      },
      marco: {
        quote:
          '«Il nostro team interroga regolamenti e dossier dei clienti direttamente nella chat. In due settimane l’introduzione era conclusa, senza un reparto informatico interno.»',
        role: 'Socio',
      },
      sandra: {
        quote:
          '«Siamo un’associazione con molti volontari: ci serviva qualcosa di semplice. L’assistente per le lettere di raccolta fondi lo usano tutti, e il supporto risponde in fretta.»',
        role: 'Presidente',
      },
    },
  },

  pricing: {
    eyebrow: 'Prezzi',
    title: 'Prezzi chiari, senza clausole in piccolo',
    intro: 'Tre piani per organizzazioni di dimensioni diverse. Tutti i prezzi in franchi svizzeri, IVA esclusa.',
    detailsLink: 'Tutti i dettagli sui prezzi',
  },

  foundingStory: {
    eyebrow: 'La nostra storia',
    title: 'Perché esiste {brand}',
    paragraphs: [
      'Abbiamo fondato {brand} a {city} perché nei colloqui con PMI, fondazioni e associazioni sentivamo sempre la stessa cosa: si vuole usare l’IA, ma senza far elaborare dati riservati in un luogo qualsiasi del mondo.',
      'Per questo gestiamo una piattaforma ospitata in Svizzera, facile da capire e seguita da persone che vogliono conoscere davvero la sua organizzazione.',
    ],
    signature: 'Il team fondatore di {brand}',
    offer: {
      title: 'Primo colloquio gratuito',
      meta: ['30 minuti', 'Gratuito', 'Senza impegno'],
      points: [
        'I suoi casi d’uso e i suoi obiettivi',
        'Le sue domande su protezione dei dati e hosting',
        'Una valutazione onesta: {brand} fa al caso suo?',
      ],
      cta: 'Prenotare il primo colloquio',
    },
  },

  trust: {
    eyebrow: 'Sicurezza',
    title: 'Una sicurezza che può verificare',
    intro: 'I fatti su hosting, certificazione e crittografia, per decidere internamente con piena cognizione di causa.',
    claims: {
      hosting: {
        title: 'Hosting a Zurigo',
        text: 'I suoi dati risiedono principalmente su server nella regione di Zurigo e, su richiesta, in Germania o nello spazio UE/SEE.',
      },
      certifiedPartner: {
        title: 'Partner certificato',
        text: 'Il nostro partner per il centro di calcolo è certificato ISO 27001 e ISO 9001.',
      },
      dataProtection: {
        title: 'Protezione dei dati svizzera ed europea',
        text: 'Rispettiamo la legge federale sulla protezione dei dati (LPD) e il regolamento generale sulla protezione dei dati dell’UE (RGPD).',
      },
      encryption: {
        title: 'Crittografia AES-256',
        text: 'I dati memorizzati sono cifrati con AES-256.',
      },
      soc2: {
        title: 'SOC 2 in programma',
        text: 'La verifica secondo SOC 2 è in fase di pianificazione.',
      },
    },
    logosTitle: 'Queste organizzazioni lavorano con {brand}',
  },

  academy: {
    eyebrow: 'Academy',
    title: 'Il programma a coorte: radicare l’IA nella sua organizzazione',
    text: 'In dieci settimane chi prende le decisioni impara a usare l’IA in modo sicuro ed efficace, dal primo caso d’uso fino a un prototipo proprio.',
    factsLabel: 'Il programma in breve',
    facts: {
      weeks: { label: 'settimane' },
      remote: { value: 'A distanza', label: 'da qualsiasi luogo' },
      live: { value: 'Dal vivo', label: 'con mentoring' },
      language: { value: 'Tedesco', label: 'lingua del corso' },
    },
    programmeTitle: 'Svolgimento',
    programme: [
      'Workshop di avvio',
      '5 settimane di Learning Labs (laboratori pratici)',
      'Prototipazione accompagnata',
      'Certificazione e presentazione finale',
      'Comunità degli alumni',
    ],
    audience:
      'Per un team composto da uno sponsor della direzione, dalla direzione del programma o dal PMO e da due a quattro responsabili di settore. Con certificato finale e registrazioni di tutte le sessioni.',
    priceNote: 'Prima persona {firstSeat}, ogni ulteriore persona della stessa organizzazione {furtherSeat}, IVA esclusa.',
    cta: 'Scoprire l’Academy',
  },

  closingCta: {
    title: 'Parliamo dei suoi casi d’uso',
    text: 'In 30 minuti chiariamo dove l’IA fa risparmiare tempo al suo team e come i suoi dati restano protetti. Gratis e senza impegno.',
    cta: 'Prenotare una consulenza gratuita',
    contactPrefix: 'Preferisce scrivere? Ci contatti all’indirizzo',
  },
} as const satisfies HomeWords;
