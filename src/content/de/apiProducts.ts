/** /de/api-products in German: every text of the page and the words inside its code samples; endpoints, samples, prices and links are in `src/content/apiProducts.ts`. */
import type { ApiProductsWords } from '../apiProducts';

export const apiProductsWords = {
  inCode: {
    keyPlaceholder: 'ihr-api-schluessel',
    systemPrompt: 'Antworten Sie knapp und auf Deutsch.',
    question: 'Was regelt das Datenschutzgesetz?',
    answer: 'Das DSG regelt, wie Personendaten bearbeitet werden dürfen.',
    embeddingInput: 'Die Stiftung fördert Bildungsprojekte.',
    scriptFile: 'anfrage.mjs',
  },

  hero: {
    eyebrow: 'API-Produkte',
    title: 'Die OpenAI-kompatible KI-API aus der Schweiz',
    lead: 'Binden Sie Varianten von Mistral und GPT in Ihre eigenen Anwendungen ein: über eine Schnittstelle nach dem OpenAI-Standard, betrieben in der Region Zürich.',
    registerLabel: 'Registrieren',
    docsLabel: 'API-Dokumentation',
    registerNote: 'Die Registrierung setzt ein API-Abo für {price} pro Monat voraus, exkl. MWST.',
    facts: ['Hosting in der Region Zürich', 'OpenAI-kompatibel', 'Chat und Embeddings'],
    endpoints: {
      label: 'Basis-URL und Endpunkte der API',
      baseUrlLabel: 'Basis-URL',
      listLabel: 'Endpunkte',
      purposes: { chat: 'Chat-Antworten', embeddings: 'Embeddings', models: 'Modellliste' },
    },
  },

  benefits: {
    eyebrow: 'Vorteile',
    title: 'Eine vertraute Schnittstelle, betrieben in der Schweiz',
    intro: 'Die API folgt dem Standard, den viele Bibliotheken und Werkzeuge bereits unterstützen. Sie entwickeln wie gewohnt, betrieben wird die API in der Schweiz.',
    items: {
      openAiCompatible: {
        title: 'OpenAI-kompatibel',
        text: 'Bestehende SDKs und Werkzeuge funktionieren weiter. Sie ändern die Basis-URL auf {baseUrl} und setzen Ihren API-Schlüssel, der Rest Ihres Codes bleibt.',
      },
      swissHosting: {
        title: 'Gehostet in der Schweiz',
        text: 'Die API läuft in der Region Zürich bei einem Rechenzentrums\u00ADpartner, der nach ISO 27001 und ISO 9001 zertifiziert ist. Gespeicherte Daten sind mit AES-256 verschlüsselt.',
      },
      modelChoice: {
        title: 'Mistral und GPT zur Wahl',
        text: 'Varianten von Mistral und GPT über dieselbe Schnittstelle. Welches Modell antwortet, bestimmen Sie pro Anfrage im Feld {model}.',
      },
      embeddings: {
        title: 'Embeddings für Suche und RAG',
        text: 'Über {embeddingsPath} wandeln Sie Texte in Vektoren um, etwa für eine semantische Suche oder für Retrieval-Augmented Generation mit Ihren eigenen Dokumenten.',
      },
    },
  },

  quickstart: {
    eyebrow: 'Schnellstart',
    title: 'Die erste Anfrage in wenigen Minuten',
    intro: 'Sie brauchen ein Konto mit API-Abo und Ihren API-Schlüssel. Schlüssel und Modellnamen in den Beispielen sind Platzhalter.',
    stepsLabel: 'Schritte zur ersten Anfrage',
    key: {
      title: 'API-Schlüssel hinterlegen',
      text: 'Legen Sie den Schlüssel als Umgebungsvariable {keyVariable} ab. So gelangt er nicht in Ihren Quellcode, und alle Beispiele auf dieser Seite lesen ihn von dort.',
      sampleLabel: 'API-Schlüssel als Umgebungsvariable setzen',
    },
    request: {
      title: 'Chat-Anfrage senden',
      text: 'Senden Sie {chatCall} mit einem JSON-Body aus {model} und {messages}. Jede Nachricht hat eine {role} und einen {content}. Den Schlüssel übergeben Sie im Header {authorizationHeader}.',
      tabsLabel: 'Sprache des Beispiels',
      variants: {
        curl: { note: 'Für einen schnellen Test im Terminal.', sampleLabel: 'Chat-Anfrage mit curl' },
        javascript: {
          note: 'Mit {fetch}, ohne zusätzliche Bibliothek: ab Node.js 18, als ES-Modul (zum Beispiel {scriptFile}).',
          sampleLabel: 'Chat-Anfrage mit JavaScript',
        },
        python: {
          note: 'Mit dem offiziellen OpenAI-Paket ({installOpenAi}). Sie ändern nur {baseUrlParameter}; das Paket sendet den Schlüssel als Bearer-Token.',
          sampleLabel: 'Chat-Anfrage mit Python',
        },
      },
    },
    response: {
      title: 'Antwort auslesen',
      text: 'Die Antwort kommt als JSON im OpenAI-Format. Den Text des Modells lesen Sie aus {replyField}. Das Feld {usage} zeigt, wie viele Tokens die Anfrage verbraucht hat.',
      sampleLabel: 'Antwort der Chat-Anfrage, gekürzt',
    },
    more: {
      title: 'Weitere Endpunkte',
      endpoints: {
        embeddings: {
          title: 'Embeddings erzeugen',
          text: '{embeddingsCall} liefert für jeden Eingabetext einen Vektor, zu finden unter {embeddingField}.',
          sampleLabel: 'Embeddings mit curl erzeugen',
        },
        models: {
          title: 'Verfügbare Modelle abfragen',
          text: '{modelsCall} listet die verfügbaren Modelle. Die {id} eines Eintrags geben Sie im Feld {model} an.',
          sampleLabel: 'Modelle mit curl abfragen',
        },
      },
    },
    docsLinkLabel: 'Alle Parameter in der API-Dokumentation',
  },

  pricing: {
    eyebrow: 'Preise',
    title: 'Abo plus Nutzung, nachvollziehbar abgerechnet',
    intro: 'Das API-Abo ist Voraussetzung für die Registrierung. Dazu kommen Nutzungsgebühren {unit}, je nach Modell.',
    table: {
      caption: 'Preise der API in Schweizer Franken, exkl. MWST',
      columns: { item: 'Leistung', price: 'Preis' },
      rows: {
        subscription: { name: 'API-Abo', detail: 'Voraussetzung für die Registrierung' },
        'open-source': { name: 'Open-Source-Modelle', detail: 'Preis je nach Modell' },
        premium: { name: 'Premium-Modelle', detail: 'Preis je nach Modell' },
        embeddings: { name: 'Embeddings', detail: 'Über {path}' },
      },
    },
    units: { month: 'pro Monat', tokens: 'pro {count} Tokens' },
    notes: ['Ein Wort entspricht rund {tokensPerWordFrom} bis {tokensPerWordTo} Tokens; {tokens} Tokens sind also etwa {words} Wörter.'],
    volume: {
      title: 'Hohe Volumen',
      text: 'Für grosse Mengen stellen wir individuelle Pakete zusammen, abgestimmt auf Ihre Modelle und Ihr monatliches Token-Volumen.',
      link: 'Individuelles Paket anfragen',
    },
  },

  closingCta: {
    title: 'Bereit für die erste Anfrage?',
    text: 'Registrieren Sie sich und verbinden Sie Ihre Anwendung mit der API aus Zürich. Bei Fragen zu Integration, Datenschutz oder grossen Volumen beraten wir Sie persönlich.',
    register: 'Registrieren',
    contact: 'Kontakt aufnehmen',
    login: { prompt: 'Bereits ein Konto?', link: 'Anmelden' },
  },
} as const satisfies ApiProductsWords;
