/** /it/roadmap in Italian: every text of the page; the periods, their items' statuses and the date are in `src/content/roadmap.ts`. */
import type { RoadmapWords } from '../roadmap';

export const roadmapWords = {
  intro: {
    eyebrow: 'Roadmap',
    title: 'Che cosa abbiamo costruito e che cosa arriva',
    lead:
      'Sviluppiamo la piattaforma insieme alle organizzazioni che la usano ogni giorno. Qui vede che cosa si è aggiunto dall’inizio del {since} e a che cosa stiamo lavorando.',
    updatedLabel: 'Aggiornato al',
    snapshotNote:
      'Questa pagina riflette la pianificazione a quella data. Che cosa è stato realizzato da allora e che cosa è slittato glielo diciamo volentieri, in qualsiasi momento, in un colloquio.',
  },
  tocTitle: 'Indice',
  statusLabels: {
    completed: 'Realizzato',
    nextRelease: 'Prossimo rilascio',
    planned: 'Pianificato',
  },
  periodTitles: {
    quarter: '{number}º trimestre {year}',
    nextRelease: 'Prossimo rilascio: {quarter}',
    horizon: 'All’orizzonte',
  },
  periods: {
    'q2-2025': {
      summary: 'Più controllo su quali dati arrivano ai modelli e su dove si trovano i loro vettori.',
      items: {
        swissEmbeddings: {
          title: 'Embedding e archivio vettoriale in Svizzera',
          text:
            'I testi della sua base di conoscenza vengono convertiti in vettori e salvati in Svizzera. Così anche la ricerca nei suoi documenti non lascia il Paese.',
        },
        anonymisation: {
          title: 'Anonimizzazione',
          text: 'Nomi, indirizzi e altri dati personali vengono riconosciuti e sostituiti da segnaposto prima che una richiesta raggiunga un modello.',
        },
      },
    },
    'q1-2025': {
      summary: 'La piattaforma dialoga con altri sistemi e tiene traccia delle riunioni.',
      items: {
        mcp: {
          title: 'Collegamento API tramite MCP',
          text:
            'Con il Model Context Protocol gli assistenti accedono ai sistemi che Lei autorizza, come il suo CRM o il suo archivio, con i diritti che stabilisce Lei.',
        },
        meetingTranscription: {
          title: 'Trascrizione delle riunioni',
          text: 'Carichi la registrazione di una riunione: riceverà la trascrizione, un riassunto e l’elenco dei compiti concordati.',
        },
      },
    },
    'q4-2024': {
      summary: 'Documenti voluminosi e interfacce su misura.',
      items: {
        iterativeDocuments: {
          title: 'Elaborazione iterativa dei documenti',
          text:
            'Contratti e rapporti lunghi vengono letti sezione per sezione anziché essere accorciati. Così si conservano anche i dettagli delle ultime pagine.',
        },
        openApiGateway: {
          title: 'Gateway OpenAPI',
          text: 'Descriva un’interfaccia con una specifica OpenAPI: gli assistenti potranno richiamarla senza che nessuno scriva una riga di codice.',
        },
      },
    },
    'q2-2024': {
      summary: 'Diritti su misura per l’organizzazione.',
      items: {
        toolServers: {
          title: 'Server di strumenti globali con diritti per gruppo',
          text:
            'Configura gli strumenti una sola volta per tutta l’organizzazione e li abilita gruppo per gruppo, così come i modelli che ciascun gruppo può usare.',
        },
        voiceRights: {
          title: 'Diritti per l’input vocale',
          text: 'Le amministratrici e gli amministratori stabiliscono quali gruppi possono dettare e farsi leggere ad alta voce le risposte.',
        },
      },
    },
    'q1-2024': {
      summary: 'Piccoli interruttori, grande effetto sulla protezione dei dati.',
      items: {
        temporaryChats: {
          title: 'Chat temporanee',
          text: 'Una chat che, una volta chiusa, non resta nella cronologia: per le domande che nessuno deve poter rileggere.',
        },
        codeExecutionSwitch: {
          title: 'Interruttore per l’esecuzione di codice',
          text:
            'Se gli assistenti possono eseguire codice, per esempio per calcoli in tabelle, lo decide Lei per la sua organizzazione con un semplice interruttore.',
        },
      },
    },
    horizon: {
      summary: 'Ciò che stiamo sperimentando, senza ancora promettere una data.',
      items: {
        autonomousAgents: {
          title: 'Agenti autonomi',
          text: 'Assistenti che svolgono da soli un compito in più passaggi e le chiedono il via libera prima di ogni passaggio dalle conseguenze importanti.',
        },
        multilingualChat: {
          title: 'Chat svizzera multilingue',
          text: 'Una chat che capisce ugualmente bene tedesco, francese, italiano e romancio e risponde nella lingua della domanda.',
        },
      },
    },
  },
  closing: {
    title: 'Le manca una funzione?',
    text: 'Molti punti di questa roadmap nascono dalle richieste delle nostre clienti e dei nostri clienti. Ci racconti di che cosa ha bisogno il suo team.',
    cta: 'Prenoti una consulenza gratuita',
    contactPrefix: 'Oppure ci scriva:',
  },
} as const satisfies RoadmapWords;
