/**
 * /it/academy in Italian: every text of the page, which addresses the
 * learners as «voi», as the German speaks «ihr/euch». The programme's
 * English names (TEACH, BUILD, Capstone) are glossed where they first
 * appear. The structure (the items' order, images, phases, the
 * participants quoted, prices and weeks) is in `src/content/academy.ts`;
 * the figures, times and prices are filled in from `cohortProgramme`, the
 * 13 questions are in `academyFaq.ts`.
 */
import type { AcademyWords } from '../academy';

export const academyWords = {
  hero: {
    eyebrow: 'Academy · Programma a coorti',
    title: 'Radicare l’IA nella vostra organizzazione: in dieci settimane, con il vostro team',
    lead: 'Per quattro settimane imparate dal vivo come l’IA lavora in modo sicuro ed efficace in un’organizzazione. Per altre sei la applicate ai vostri processi, con il nostro accompagnamento. Alla fine avete regole chiare, strumenti collaudati e un piano per i 90 giorni successivi.',
    primaryCta: 'Consulenza gratuita',
    chatLabel: 'Avvia la chat',
  },

  atAGlance: {
    title: 'Il programma in breve',
    facts: {
      duration: { label: 'Durata', value: '{weeks} settimane, in due fasi' },
      format: { label: 'Formato', value: 'A distanza, dal vivo in video' },
      timeZone: { label: 'Fuso orario' },
      learningForm: { label: 'Modalità', value: 'In una coorte insieme ad altri team' },
      language: { label: 'Lingua', value: 'Tedesco' },
      completion: { label: 'Al termine', value: 'Certificato e registrazioni' },
    },
  },

  booking: {
    eyebrow: 'Colloquio gratuito',
    title: 'L’Academy fa per voi? Lo chiariamo in {minutesFrom}–{minutesTo} minuti',
    text: 'Raccontateci a che punto siete con l’IA e che cosa volete ottenere. Vi diciamo con franchezza se il programma fa al caso vostro e vi indichiamo la data d’inizio e i posti liberi della prossima coorte.',
    facts: ['{minutesFrom}–{minutesTo} minuti in videochiamata', 'Gratuito e senza impegno', 'Con una persona del team dell’Academy'],
  },

  bookingEmbed: {
    text: 'Scegliete un orario libero e prenotate direttamente. La conferma vi arriva per e-mail.',
    privacyNote: 'Il calendario è un servizio di Cal.com e si carica solo quando lo aprite: in quel momento dati tecnici come il vostro indirizzo IP vengono trasmessi a Cal.com.',
    failed: 'Al momento il calendario non si carica. Potete prenotare l’appuntamento direttamente su Cal.com.',
    unavailable: {
      text: 'Scriveteci o telefonateci, vi proponiamo volentieri un appuntamento:',
    },
  },

  problemSolution: {
    eyebrow: 'Perché l’Academy',
    title: 'Dalla sperimentazione a un uso stabile',
    intro: 'Quasi tutte le organizzazioni usano già l’IA, ma ognuno per conto suo. Il programma ne fa un metodo di lavoro condiviso da tutto il vostro team.',
    steps: {
      problem: {
        label: 'Problema',
        title: 'Molti sperimentano, pochi sanno che cosa vale',
        text: 'Alcune persone usano strumenti di IA di propria iniziativa. Mancano regole, responsabilità e una visione comune: le buone idee restano tentativi isolati e i rischi restano invisibili.',
      },
      solution: {
        label: 'Soluzione',
        title: 'Un team, un programma, i vostri casi',
        text: 'Il vostro team di direzione acquisisce insieme le basi e poi lavora sui propri processi, con appuntamenti fissi, tappe intermedie chiare e il nostro accompagnamento.',
      },
      result: {
        label: 'Risultato',
        title: 'Regole, strumenti e un piano d’azione',
        text: 'Dopo dieci settimane avete una governance scritta, protocolli collaudati e una roadmap per i 90 giorni successivi, che potete portare avanti senza di noi.',
      },
    },
  },

  talks: {
    eyebrow: 'Talk e workshop',
    title: 'Ascoltare, provare, costruire',
    intro: 'Ogni sessione unisce un breve input al lavoro su esempi reali. Da nessun appuntamento uscite a mani vuote.',
    items: {
      liveTalk: {
        title: 'Talk dal vivo con discussione',
        text: 'Brevi interventi su modelli, protezione dei dati e governance, seguiti da domande e scambio con gli altri team della coorte.',
        imageAlt: 'Illustrazione: una relatrice spiega una slide in videoconferenza; quattro partecipanti la ascoltano, ognuno nel proprio riquadro.',
      },
      workshop: {
        title: 'Workshop sui vostri processi',
        text: 'In piccoli gruppi scomponete uno dei vostri processi in passaggi e ne ricavate un protocollo, che mettete alla prova la settimana seguente.',
        imageAlt: 'Illustrazione: una parete di foglietti adesivi che mostrano un processo passo per passo, accanto un portatile aperto su una bozza.',
      },
    },
  },

  programme: {
    eyebrow: 'Contenuti del programma',
    title: 'Due fasi: prima imparare, poi costruire',
    intro: '{weeks} settimane in due fasi, TEACH (apprendere) e BUILD (costruire), con appuntamenti fissi che potete segnare per tempo nelle agende del vostro team.',
    phaseLabel: 'Fase {number}',
    phaseWeeks: 'Settimane {firstWeek}–{lastWeek}',
    phases: {
      teach: {
        text: 'Imparate come funzionano i modelli linguistici, come fornire loro il contesto giusto e quali regole vi servono per i dati e le responsabilità. Ogni sessione si chiude con un esercizio sui vostri esempi.',
        facts: ['{liveHours} ore dal vivo', '{sessions} sessioni da {sessionHours} ore', 'Martedì e giovedì, {teachFrom}–{teachUntil}'],
      },
      build: {
        text: 'Settimana dopo settimana lavorate ai vostri processi, con una tappa intermedia fissa ogni settimana. Nell’ora di consulenza ottenete risposte prima di bloccarvi.',
        facts: [
          'Sessione BUILD: martedì, {buildFrom}–{buildUntil} ({buildSessionHours} ore)',
          'Ora di consulenza: venerdì, {officeFrom}–{officeUntil} ({officeHours} ora)',
          'Su richiesta, una giornata in presenza nelle settimane {onsiteFrom}–{onsiteTo}',
        ],
      },
    },
    timeZoneNote: 'Tutti gli orari sono in ora svizzera ({timeZone}).',
  },

  outcomes: {
    eyebrow: 'Che cosa resta',
    title: 'Che cosa avete in mano a fine programma',
    intro: 'Non una raccolta di slide, ma risultati di lavoro che continuano a vivere nella vostra organizzazione.',
    outcomes: [
      'La vostra governance in versione 1.0: chi può usare l’IA, per che cosa, con quali dati e sotto quale responsabilità',
      'Protocolli collaudati e una Protocol Factory (fabbrica di protocolli), con cui impostate da soli nuovi processi',
      'Un Test Harness (banco di prova) per verificare che prompt e protocolli facciano ciò che devono',
      'Un Capstone (progetto finale) e una roadmap per i 90 giorni successivi',
      'Certificato, registrazioni di tutte le sessioni e accesso alla community degli alumni',
    ],
    selfCheck: {
      title: 'Il programma fa per voi?',
      rule: 'Spuntate ciò che vale per voi. Se almeno due affermazioni sono vere, il programma fa al caso vostro.',
      statements: [
        'Da noi alcune persone usano già l’IA, ma senza regole comuni.',
        'Vogliamo impiegare l’IA in processi concreti, non solo sperimentarla.',
        'Un membro della direzione sostiene il progetto come sponsor.',
        'Per dieci settimane possiamo riservare appuntamenti fissi a un piccolo team.',
      ],
      status: {
        none: 'Nessuna casella spuntata.',
        notYet: 'Un’affermazione è vera. Il programma fa per voi da due in su.',
        fits: 'Almeno due affermazioni sono vere: il programma fa per voi.',
      },
      privacyNote: 'Le vostre risposte restano su questa pagina: nulla viene salvato né inviato.',
    },
  },

  testimonials: {
    title: 'Che cosa dicono i partecipanti',
    items: {
      andrea: {
        quote: 'Prima ogni reparto faceva i propri esperimenti con l’IA. Dopo dieci settimane abbiamo regole comuni e tre processi che funzionano davvero.',
        role: 'Direttrice (esempio)',
      },
      beat: {
        quote: 'Le tappe intermedie fisse di ogni settimana ci hanno costretti ad arrivare in fondo. Ora la roadmap a 90 giorni è sul tavolo della direzione.',
        role: 'Responsabile PMO (esempio)',
      },
    },
  },

  prices: {
    eyebrow: 'Prezzi',
    title: 'Quanto costa l’Academy',
    intro: 'Pagate a persona. Chi si aggiunge dalla stessa organizzazione paga la metà. Tutti i prezzi IVA esclusa.',
    lines: {
      firstSeat: { label: 'Prima persona', note: 'Il posto completo nel programma' },
      furtherSeat: { label: 'Ogni altra persona della stessa organizzazione', note: '{furtherSeatDiscount} di sconto sul primo posto' },
      onsiteAddOn: {
        label: 'Giornata in presenza (facoltativa)',
        note: 'Una giornata di workshop da voi nelle settimane {onsiteFrom}–{onsiteTo}, spese di viaggio e sala escluse',
      },
    },
    example: 'Esempio: un team di sei persone paga {exampleTotal}.',
    calculator: {
      title: 'Calcolate il vostro prezzo',
      participantsLabel: 'Numero di persone della vostra organizzazione',
      participantsHint: 'Numero intero da 1 in su',
      invalid: 'Inserite un numero intero da 1 in su.',
      onsiteLabel: 'Con giornata in presenza',
      firstSeatLabel: 'Prima persona',
      furtherSeats: { one: '{count} persona in più', other: '{count} persone in più' },
      onsiteLineLabel: 'Giornata in presenza',
      totalLabel: 'Totale IVA esclusa',
      onsiteExtrasNote: 'Per la giornata in presenza si aggiungono le spese di viaggio e della sala.',
    },
  },

  timeline: {
    eyebrow: 'Svolgimento',
    title: 'Dieci settimane, dieci traguardi',
    intro: 'Ogni settimana si chiude con un risultato che potete mostrare.',
    weekLabel: 'Settimana {week}',
    milestones: {
      1: 'Workshop di avvio e basi dei modelli linguistici',
      2: 'Fornire contesto: prompt, documenti e conoscenze',
      3: 'Protezione dei dati, rischi e responsabilità',
      4: 'Scegliere i vostri processi e fissare le priorità',
      5: 'Core Context v1 e Governance v0.3',
      6: 'Protocols v0.5 e Test Harness v0.1',
      7: 'Master Prompt Spec v0.3',
      8: 'Execution OS Lite e Decision Helper',
      9: 'Protocol Factory v1 e Governance v1.0',
      10: 'Capstone e roadmap a 90 giorni',
    },
  },

  faq: {
    title: 'Domande frequenti sull’Academy',
    benefits: {
      title: 'Che cosa ricevete',
      items: [
        '{liveHours} ore di lezione dal vivo nella fase 1',
        '{buildWeeks} settimane di lavoro accompagnato sui vostri processi',
        'Un’ora di consulenza ogni settimana nella fase 2',
        'Le registrazioni di tutte le sessioni',
        'Un certificato a fine programma',
        'L’accesso alla community degli alumni',
      ],
    },
  },

  stickyCta: {
    title: 'L’Academy fa per voi?',
    text: 'Scopritelo nel colloquio gratuito.',
    cta: 'Scegliete una data',
    regionLabel: 'Appuntamento per l’Academy',
  },
} as const satisfies AcademyWords;
