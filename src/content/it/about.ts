/** /it/chi-siamo in Italian: every text of the page; the people, photos and profiles are in `src/content/about.ts`. */
import type { AboutWords } from '../about';

export const aboutWords = {
  intro: {
    eyebrow: 'Chi siamo',
    title: 'IA per organizzazioni che vogliono tenere i propri dati sotto controllo',
    lead: '{brand} porta l’IA moderna nel lavoro quotidiano di PMI, fondazioni ed enti non profit, con una piattaforma gestita in Svizzera e persone che sanno ascoltare.',
    mission: [
      'La nostra missione: ogni organizzazione deve poter usare l’IA con la stessa naturalezza dell’e-mail, senza affidare informazioni riservate all’estero. Per questo gestiamo da {city} una piattaforma che resta comprensibile, e ci prendiamo il tempo necessario per l’introduzione.',
    ],
  },

  principles: {
    eyebrow: 'Come lavoriamo',
    title: 'Tre principi su cui può misurarci',
    intro: 'Valgono in ogni progetto, dal primo colloquio all’esercizio corrente.',
    items: {
      together: {
        title: 'Costruire insieme',
        text: 'Non introduciamo l’IA nella sua organizzazione al suo posto, ma insieme a Lei. I suoi collaboratori portano i compiti di tutti i giorni, noi la tecnologia, e le decisioni si prendono insieme.',
      },
      openProcesses: {
        title: 'Processi trasparenti',
        text: 'Vede quale modello fornisce una risposta, dove si trovano i suoi documenti e a cosa lavoreremo in seguito. La nostra roadmap è pubblica.',
      },
      dataProtection: {
        title: 'Protezione dei dati, senza compromessi',
        text: 'I suoi dati risiedono su server in Svizzera, fin dall’inizio e senza sovrapprezzo. Un’altra ubicazione entra in gioco solo se Lei lo chiede espressamente.',
      },
    },
  },

  team: {
    eyebrow: 'Il team',
    title: 'Le persone dietro {brand}',
    intro: 'Un piccolo team con competenze in tecnologia, consulenza e formazione. Dal primo colloquio al supporto parla con persone che conoscono la sua organizzazione.',
    photoMissing: 'Nessuna foto disponibile',
    photoAlt: 'Ritratto illustrato di {name}',
    linkedinLabel: 'Profilo LinkedIn di {name}',
    members: {
      anna: {
        role: 'Cofondatrice, prodotto e partnership',
        bio: 'In precedenza ha diretto progetti di digitalizzazione per fondazioni e associazioni di categoria. Fa in modo che la piattaforma risolva compiti reali del quotidiano, e non convinca soltanto nella demo.',
      },
      marco: {
        role: 'Cofondatore, tecnologia ed esercizio',
        bio: 'Responsabile di hosting, modelli e sicurezza. Integra un modello linguistico solo quando funziona in modo affidabile e può essere gestito in Svizzera.',
      },
      laura: {
        role: 'Successo dei clienti e onboarding',
        bio: 'Accompagna i nuovi clienti nel workshop e nell’introduzione, e poi resta il loro primo punto di contatto.',
      },
      reto: {
        role: 'Protezione dei dati e compliance',
        bio: 'Traduce LPD e RGPD in impostazioni concrete e la assiste nel contratto per il trattamento dei dati su incarico.',
      },
      sofia: {
        role: 'Academy e formazione',
        bio: 'Sviluppa i formati didattici dell’Academy e mostra ai team come guadagnare tempo con buoni prompt e assistenti propri.',
      },
    },
  },

  philosophy: {
    eyebrow: 'Il nostro approccio',
    title: 'La tecnologia al servizio di chi la usa',
    paragraphs: [
      'Una buona IA non si riconosce dal numero di funzioni, ma dal fatto che un team la usi ancora volentieri dopo tre mesi. È su questo che ci misuriamo.',
      'Diciamo apertamente che cosa la piattaforma sa fare oggi e che cosa no. E se un compito si risolve meglio senza IA, glielo diciamo.',
    ],
    statement: {
      quote:
        'Ho visto troppe organizzazioni rinunciare all’IA perché non volevano cedere i propri dati. Nessuno dovrebbe trovarsi davanti a questa scelta. Costruiamo la piattaforma che all’epoca avrei voluto offrire ai miei clienti.',
    },
  },

  partners: {
    eyebrow: 'I nostri partner',
    title: 'Con chi collaboriamo',
    paragraphs: [
      'Per hosting, consulenza e Academy collaboriamo con partner specializzati. Citiamo un partner solo dopo che ha dato il suo consenso.',
      'Quali partner sono adatti al suo progetto? Ne parliamo volentieri con Lei già oggi.',
    ],
    status: 'Pubblicheremo qui a breve l’elenco dei nostri partner.',
  },

  closing: {
    title: 'Conosciamoci',
    text: 'Ci racconti della sua organizzazione. Le mostriamo dove l’IA alleggerisce il lavoro del suo team e come i suoi dati restano protetti.',
    cta: 'Prenotare una consulenza gratuita',
    contactPrefix: 'Preferisce scrivere? Ci scriva a',
  },
} as const satisfies AboutWords;
