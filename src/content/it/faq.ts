/**
 * /it/faq in Italian: every text of the page, and the questions only it
 * answers. The questions' order, topics and links, and which answers the
 * pricing FAQ, the onboarding box and the platform's features give, are in
 * `src/content/faq.ts`.
 */
import type { FaqWords } from '../faq';

export const faqWords = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Domande e risposte',
    lead: 'Ciò che le organizzazioni vogliono sapere prima di iniziare: dove si trovano i dati, che cosa sa fare la piattaforma, come si svolge l’introduzione e chi le darà supporto in seguito.',
  },

  browser: {
    title: 'Domande per tema',
    filter: {
      label: 'Filtra le domande per tema',
      param: 'categoria',
      categories: {
        all: { name: 'Tutte' },
        security: { name: 'Sicurezza', slug: 'sicurezza' },
        technology: { name: 'Tecnologia', slug: 'tecnologia' },
        implementation: { name: 'Implementazione', slug: 'implementazione' },
        support: { name: 'Supporto', slug: 'supporto' },
      },
    },
    search: {
      label: 'Cerca tra le domande',
      hint: 'Una o più parole, per esempio «token» o «workshop».',
    },
    count: { one: '1 domanda', other: '{count} domande' },
    empty: {
      title: 'Nessuna domanda corrispondente',
      text: 'Provi con un’altra parola o con il tema «Tutte». Se la sua domanda non c’è, le rispondiamo volentieri di persona: {email}.',
      reset: 'Cancella la ricerca',
    },
    answerLinkLabel: 'Link a questa risposta',
    entries: {
      /* For everyone */
      'what-is-it': {
        question: 'Che cos’è {brand}?',
        answer: [
          'Uno spazio di lavoro con IA per le organizzazioni: chat con scelta del modello, assistenti personali, una base di conoscenza con i suoi documenti, ricerca web e ricerca approfondita, il tutto gestito in Svizzera.',
          'Il suo team lavora nel browser, senza server propri e senza che i dati finiscano presso servizi all’estero.',
        ],
      },
      audience: {
        question: 'A chi si rivolge la piattaforma?',
        answer: [
          'A PMI, fondazioni ed enti non profit in Svizzera che vogliono usare l’IA nel lavoro quotidiano senza scendere a compromessi sulla protezione dei dati.',
        ],
      },
      costs: {
        question: 'Quanto costa la piattaforma?',
        answer: ['Dipende dal piano e dalle dimensioni del suo team. Tutti i piani, la tariffa di onboarding e le regole sul consumo sono nella pagina dei prezzi.'],
        linkLabel: 'Pagina dei prezzi',
      },
      'get-to-know': {
        question: 'Qual è il modo migliore per conoscere la piattaforma?',
        answer: [
          'Un primo colloquio gratuito. Le mostriamo la piattaforma su compiti del suo lavoro quotidiano e le diciamo con franchezza se è adatta alla sua organizzazione.',
        ],
        linkLabel: 'Prenoti il colloquio gratuito',
      },

      /* Security (the hosting question is the pricing FAQ's) */
      'data-protection-law': {
        question: 'La piattaforma è conforme alla legge svizzera sulla protezione dei dati e al RGPD?',
        answer: [
          'Sì. Esercizio, contratti e processi seguono la legge federale sulla protezione dei dati (LPD) riveduta e il regolamento generale sulla protezione dei dati dell’UE (RGPD): così anche le organizzazioni con legami con l’UE possono usare la piattaforma.',
        ],
      },
      'data-controller': {
        question: 'Chi è responsabile dei dati inseriti nella chat?',
        answer: [
          'Per tutto ciò che il suo team inserisce e carica nella chat, titolare del trattamento ai sensi del diritto sulla protezione dei dati è la sua organizzazione. Noi trattiamo questi dati esclusivamente per suo conto.',
          'Dei dati di questo sito web e dei dati dei nostri clienti siamo invece noi i titolari.',
        ],
      },
      'processing-agreement': {
        question: 'Ci serve un contratto per il trattamento dei dati su incarico?',
        answer: [
          'Sì, fa parte di ogni contratto. Glielo forniamo noi: stabilisce per quali scopi possiamo trattare i suoi dati e quali misure di sicurezza si applicano.',
        ],
      },
      'soc-2': {
        question: 'La piattaforma ha superato un audit SOC 2?',
        answer: [
          'Non ancora. Un audit SOC 2 è previsto. Fino ad allora ci basiamo sulle certificazioni del nostro partner di hosting e le illustriamo apertamente le nostre misure in un colloquio.',
        ],
      },
      'sensitive-data': {
        question: 'Possiamo usare documenti riservati e dati personali?',
        answer: [
          'Dal punto di vista tecnico sì: la piattaforma è fatta per questo. Le consigliamo comunque una breve regola interna che stabilisca quali dati vanno in quale base di conoscenza e chi vi ha accesso. La elaboriamo con Lei nel workshop sui dati.',
        ],
      },

      /* Technology (models, languages, tokens and file formats are the pricing FAQ's; the features answer from assistants on) */
      'knowledge-base': {
        question: 'Che cos’è una base di conoscenza (RAG)?',
        answer: [
          'RAG sta per Retrieval-Augmented Generation, cioè generazione arricchita dal recupero di informazioni. Prima che il modello linguistico risponda, la piattaforma cerca nei suoi documenti i passaggi pertinenti e li passa al modello. Così la risposta si fonda sul suo sapere anziché su dati di addestramento generici.',
        ],
      },
      assistants: { question: 'Che cosa sono gli assistenti personali?' },
      'web-research': { question: 'La chat può fare ricerche su internet?', lead: 'Sì.' },
      audio: { question: 'La piattaforma elabora anche registrazioni vocali?', lead: 'Sì.' },
      'swiss-spelling': { question: 'La chat scrive il tedesco secondo l’ortografia svizzera?', lead: 'Sì.' },
      api: { question: 'Possiamo integrare i modelli nelle nostre applicazioni?', lead: 'Sì.', linkLabel: 'I prodotti API' },

      /* Implementation (how long it takes is the pricing FAQ's) */
      'onboarding-fee': {
        question: 'Che cosa comprende la tariffa di onboarding?',
        fee: 'Nel piano Business ammonta a {fee}, una tantum.',
      },
      'data-workshop': {
        question: 'Che cosa succede nel workshop sui dati?',
        answer: [
          'Con le persone che lavoreranno poi con la piattaforma chiariamo quali compiti affrontare per primi, quali documenti servono e chi può accedere a che cosa. Ne nasce il piano per la sua prima base di conoscenza.',
        ],
      },
      preparation: {
        question: 'Che cosa dovremmo preparare prima di iniziare?',
        answer: [
          'Una persona di riferimento in grado di decidere, una prima raccolta di documenti, per esempio regolamenti o manuali, e un elenco delle persone che avranno accesso per prime. Tutto il resto lo chiariamo insieme.',
        ],
      },
      installation: {
        question: 'Dobbiamo installare qualcosa?',
        answer: ['No. La piattaforma funziona nel browser. Il suo reparto IT non deve gestire server né distribuire software.'],
      },
      'team-training': { question: 'Come imparano i nostri quadri a usare l’IA in modo mirato?', linkLabel: 'L’Academy in dettaglio' },

      /* Support (its hours are the pricing FAQ's) */
      'contact-support': {
        question: 'Come possiamo raggiungervi?',
        answer: ['Per e-mail a {email} o per telefono al {phone}. Parla con il nostro team a {city}, non con un call center.'],
        linkLabel: 'Pagina dei contatti',
      },
      'help-centre': {
        question: 'Ci sono guide da consultare?',
        answer: ['Sì. Nel centro assistenza trova guide passo passo sulle funzioni della piattaforma, anche per chi lavora con l’IA per la prima volta.'],
        linkLabel: 'Centro assistenza',
      },
      'feature-requests': {
        question: 'Possiamo proporre nuove funzioni?',
        answer: [
          'Volentieri. Ci scriva che cosa manca al suo team. I suggerimenti che nascono dal lavoro quotidiano delle nostre clienti e dei nostri clienti danno forma alla roadmap, dove vede anche che cosa arriverà.',
        ],
        linkLabel: 'La roadmap',
      },
    },
  },

  resources: {
    eyebrow: 'Approfondimenti',
    title: 'Fonti su protezione dei dati e IA',
    intro: 'Autorità e norme a cui facciamo riferimento e che possono aiutare anche Lei a inquadrare il tema.',
    items: {
      edoeb: {
        title: 'Incaricato federale della protezione dei dati e della trasparenza',
        publisher: 'IFPDT',
        text: 'L’autorità federale di vigilanza spiega che cosa il diritto sulla protezione dei dati richiede alle imprese, anche quando usano l’IA.',
        linkLabel: 'Sito dell’IFPDT',
      },
      dsg: {
        title: 'Legge federale sulla protezione dei dati (LPD)',
        publisher: 'Fedlex',
        text: 'La legge riveduta è in vigore dal {since}. Il testo ufficiale si trova nella Raccolta sistematica del diritto federale.',
        linkLabel: 'Testo di legge su Fedlex',
      },
      'nist-ai-rmf': {
        title: 'AI Risk Management Framework',
        publisher: 'NIST',
        text: 'Un quadro di riferimento dell’istituto di normazione statunitense per individuare, valutare e gestire i rischi dei sistemi di IA. In inglese.',
        linkLabel: 'Il quadro sul sito del NIST',
      },
      'iso-42001': {
        title: 'ISO/IEC 42001',
        publisher: 'ISO',
        text: 'La norma internazionale per i sistemi di gestione dell’intelligenza artificiale: come un’organizzazione introduce e gestisce l’IA in modo responsabile.',
        linkLabel: 'La norma sul sito dell’ISO',
      },
    },
  },

  furtherLinks: {
    title: 'Non trova la sua domanda?',
    text: 'Conosca il team dietro la piattaforma, ci scriva direttamente o legga le nostre novità.',
    links: { about: 'Chi siamo', contact: 'Contatto', news: 'Novità' },
  },

  consoleMessage: '{brand} FAQ: {count} domande e risposte, ognuna con il proprio link in {path}#<id>. Manca la sua domanda? Scriva a {email}.',
} as const satisfies FaqWords;
