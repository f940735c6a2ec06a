/** /it/prodotti-api in Italian: every text of the page and the words inside its code samples; endpoints, samples, prices and links are in `src/content/apiProducts.ts`. */
import type { ApiProductsWords } from '../apiProducts';

export const apiProductsWords = {
  inCode: {
    keyPlaceholder: 'la-sua-chiave-api',
    systemPrompt: 'Risponda in modo conciso e in italiano.',
    question: 'Che cosa disciplina la legge sulla protezione dei dati?',
    answer: 'La LPD stabilisce come possono essere trattati i dati personali.',
    embeddingInput: 'La fondazione sostiene progetti di formazione.',
    scriptFile: 'richiesta.mjs',
  },

  hero: {
    eyebrow: 'Prodotti API',
    title: 'L’API di IA svizzera, compatibile con OpenAI',
    lead: 'Integri varianti di Mistral e GPT nelle sue applicazioni: tramite un’interfaccia conforme allo standard OpenAI, gestita nella regione di Zurigo.',
    registerLabel: 'Registrarsi',
    docsLabel: 'Documentazione API',
    registerNote: 'Per registrarsi occorre un abbonamento API a {price} al mese, IVA esclusa.',
    facts: ['Hosting nella regione di Zurigo', 'Compatibile con OpenAI', 'Chat ed embedding'],
    endpoints: {
      label: 'URL di base ed endpoint dell’API',
      baseUrlLabel: 'URL di base',
      listLabel: 'Endpoint',
      purposes: { chat: 'Risposte della chat', embeddings: 'Embedding', models: 'Elenco dei modelli' },
    },
  },

  benefits: {
    eyebrow: 'Vantaggi',
    title: 'Un’interfaccia familiare, gestita in Svizzera',
    intro: 'L’API segue lo standard che molte librerie e molti strumenti supportano già. Lei sviluppa come di consueto, mentre l’API gira in Svizzera.',
    items: {
      openAiCompatible: {
        title: 'Compatibile con OpenAI',
        text: 'SDK e strumenti esistenti continuano a funzionare. Basta impostare l’URL di base su {baseUrl} e inserire la sua chiave API: il resto del codice non cambia.',
      },
      swissHosting: {
        title: 'Ospitata in Svizzera',
        text: 'L’API gira nella regione di Zurigo presso un partner per il centro di calcolo certificato ISO 27001 e ISO 9001. I dati memorizzati sono cifrati con AES-256.',
      },
      modelChoice: {
        title: 'Mistral o GPT, a scelta',
        text: 'Varianti di Mistral e GPT tramite la stessa interfaccia. Quale modello risponde lo decide Lei a ogni richiesta, nel campo {model}.',
      },
      embeddings: {
        title: 'Embedding per ricerca e RAG',
        text: 'Con {embeddingsPath} trasforma testi in vettori, per esempio per una ricerca semantica o per la Retrieval-Augmented Generation basata sui suoi documenti.',
      },
    },
  },

  quickstart: {
    eyebrow: 'Avvio rapido',
    title: 'La prima richiesta in pochi minuti',
    intro: 'Le servono un account con abbonamento API e la sua chiave API. Negli esempi, chiave e nomi dei modelli sono segnaposto.',
    stepsLabel: 'Passi verso la prima richiesta',
    key: {
      title: 'Salvare la chiave API',
      text: 'Salvi la chiave nella variabile d’ambiente {keyVariable}. Così resta fuori dal codice sorgente, e tutti gli esempi di questa pagina la leggono da lì.',
      sampleLabel: 'Impostare la chiave API come variabile d’ambiente',
    },
    request: {
      title: 'Inviare una richiesta di chat',
      text: 'Invii {chatCall} con un corpo JSON composto da {model} e {messages}. Ogni messaggio ha un campo {role} e un campo {content}. La chiave va passata nell’header {authorizationHeader}.',
      tabsLabel: 'Linguaggio dell’esempio',
      variants: {
        curl: { note: 'Per un test veloce nel terminale.', sampleLabel: 'Richiesta di chat con curl' },
        javascript: {
          note: 'Con {fetch}, senza librerie aggiuntive: da Node.js 18, come modulo ES (per esempio {scriptFile}).',
          sampleLabel: 'Richiesta di chat con JavaScript',
        },
        python: {
          note: 'Con il pacchetto ufficiale di OpenAI ({installOpenAi}). Cambia soltanto {baseUrlParameter}; il pacchetto invia la chiave come token Bearer.',
          sampleLabel: 'Richiesta di chat con Python',
        },
      },
    },
    response: {
      title: 'Leggere la risposta',
      text: 'La risposta arriva in JSON nel formato OpenAI. Il testo del modello si trova in {replyField}. Il campo {usage} indica quanti token ha consumato la richiesta.',
      sampleLabel: 'Risposta alla richiesta di chat, abbreviata',
    },
    more: {
      title: 'Altri endpoint',
      endpoints: {
        embeddings: {
          title: 'Generare embedding',
          text: '{embeddingsCall} restituisce un vettore per ogni testo in ingresso, in {embeddingField}.',
          sampleLabel: 'Generare embedding con curl',
        },
        models: {
          title: 'Consultare i modelli disponibili',
          text: '{modelsCall} elenca i modelli disponibili. Il valore {id} di una voce va indicato nel campo {model}.',
          sampleLabel: 'Consultare i modelli con curl',
        },
      },
    },
    docsLinkLabel: 'Tutti i parametri nella documentazione API',
  },

  pricing: {
    eyebrow: 'Prezzi',
    title: 'Abbonamento più utilizzo, fatturati in modo trasparente',
    intro: 'L’abbonamento API è necessario per registrarsi. A questo si aggiungono tariffe d’uso {unit}, a seconda del modello.',
    table: {
      caption: 'Prezzi dell’API in franchi svizzeri, IVA esclusa',
      columns: { item: 'Prestazione', price: 'Prezzo' },
      rows: {
        subscription: { name: 'Abbonamento API', detail: 'Necessario per la registrazione' },
        'open-source': { name: 'Modelli open source', detail: 'Prezzo secondo il modello' },
        premium: { name: 'Modelli premium', detail: 'Prezzo secondo il modello' },
        embeddings: { name: 'Embedding', detail: 'Tramite {path}' },
      },
    },
    units: { month: 'al mese', tokens: 'per {count} token' },
    notes: ['Una parola corrisponde a circa {tokensPerWordFrom}–{tokensPerWordTo} token: {tokens} token equivalgono quindi a circa {words} parole.'],
    volume: {
      title: 'Volumi elevati',
      text: 'Per grandi quantità componiamo pacchetti su misura, calibrati sui suoi modelli e sul suo volume mensile di token.',
      link: 'Richiedere un pacchetto su misura',
    },
  },

  closingCta: {
    title: 'Tutto pronto per la prima richiesta?',
    text: 'Si registri e colleghi la sua applicazione all’API gestita a Zurigo. Per domande su integrazione, protezione dei dati o grandi volumi la consigliamo di persona.',
    register: 'Registrarsi',
    contact: 'Contattarci',
    login: { prompt: 'Ha già un account?', link: 'Accedere' },
  },
} as const satisfies ApiProductsWords;
