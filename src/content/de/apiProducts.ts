/**
 * Every word, figure and code sample of the API products page /de/api-products.
 * The sections receive these objects through props; the page hands them over.
 * Key, base URL and model names in the samples are sample values: the key is
 * read from an environment variable, the base URL comes from the operator module.
 */
import { Binary, Cpu, MapPin, Plug } from 'lucide-react';
import { formatterFor } from '../../lib/format';
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import { apiPrices } from '../apiProducts';
import type { ApiEndpoint, ApiProductsContent } from '../apiProducts';

const paths = pathsIn('de-CH');

const format = formatterFor('de-CH');

const baseUrl = operator.api.baseUrl;

/** Sample model names; GET /v1/models lists the real ones. */
const chatModel = 'mistral-small';

const embeddingModel = 'mistral-embed';

const systemPrompt = 'Antworten Sie knapp und auf Deutsch.';

const question = 'Was regelt das Datenschutzgesetz?';

const curlChat = `curl ${baseUrl}/chat/completions \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "${chatModel}",
    "messages": [
      { "role": "system", "content": "${systemPrompt}" },
      { "role": "user", "content": "${question}" }
    ]
  }'`;

const javascriptChat = `const response = await fetch('${baseUrl}/chat/completions', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    model: '${chatModel}',
    messages: [
      { role: 'system', content: '${systemPrompt}' },
      { role: 'user', content: '${question}' },
    ],
  }),
});
if (!response.ok) throw new Error(\`HTTP \${response.status}\`);

const data = await response.json();
console.log(data.choices[0].message.content);`;

const pythonChat = `import os
from openai import OpenAI

client = OpenAI(
    base_url="${baseUrl}",
    api_key=os.environ["API_KEY"],
)

completion = client.chat.completions.create(
    model="${chatModel}",
    messages=[
        {"role": "system", "content": "${systemPrompt}"},
        {"role": "user", "content": "${question}"},
    ],
)

print(completion.choices[0].message.content)`;

const chatResponse = `{
  "id": "chatcmpl-123",
  "object": "chat.completion",
  "model": "${chatModel}",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "Das DSG regelt, wie Personendaten bearbeitet werden dürfen."
      },
      "finish_reason": "stop"
    }
  ],
  "usage": { "prompt_tokens": 31, "completion_tokens": 19, "total_tokens": 50 }
}`;

const curlEmbeddings = `curl ${baseUrl}/embeddings \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "${embeddingModel}",
    "input": ["Die Stiftung fördert Bildungsprojekte."]
  }'`;

const curlModels = `curl ${baseUrl}/models \\
  -H "Authorization: Bearer $API_KEY"`;

/** Paths as the visitor sees them: the base URL ends in /v1. */
const apiPath = (endpoint: string) => `${new URL(baseUrl).pathname}/${endpoint}`;

const apiPaths = {
  chat: apiPath('chat/completions'),
  embeddings: apiPath('embeddings'),
  models: apiPath('models'),
} as const;

/** «POST /v1/embeddings» as inline code: a no-break space keeps method and path on one line. */
const call = (method: ApiEndpoint['method'], path: string) => ({ code: `${method}\u00a0${path}` });

const perThousandTokens = `pro ${format.number(1000)} Tokens`;

export const apiProductsContent = {
  hero: {
    eyebrow: 'API-Produkte',
    title: 'Die OpenAI-kompatible KI-API aus der Schweiz',
    lead: 'Binden Sie Varianten von Mistral und GPT in Ihre eigenen Anwendungen ein: über eine Schnittstelle nach dem OpenAI-Standard, betrieben in der Region Zürich.',
    register: { label: 'Registrieren', href: operator.app.register },
    docs: { label: 'API-Dokumentation', href: operator.docs.api },
    registerNote: `Die Registrierung setzt ein API-Abo für ${format.chf(apiPrices.subscriptionPerMonth)} pro Monat voraus, exkl. MWST.`,
    facts: ['Hosting in der Region Zürich', 'OpenAI-kompatibel', 'Chat und Embeddings'],
    endpoints: {
      label: 'Basis-URL und Endpunkte der API',
      baseUrlLabel: 'Basis-URL',
      baseUrl,
      listLabel: 'Endpunkte',
      items: [
        { method: 'POST', path: apiPaths.chat, purpose: 'Chat-Antworten' },
        { method: 'POST', path: apiPaths.embeddings, purpose: 'Embeddings' },
        { method: 'GET', path: apiPaths.models, purpose: 'Modellliste' },
      ],
    },
  },

  benefits: {
    eyebrow: 'Vorteile',
    title: 'Eine vertraute Schnittstelle, betrieben in der Schweiz',
    intro: 'Die API folgt dem Standard, den viele Bibliotheken und Werkzeuge bereits unterstützen. Sie entwickeln wie gewohnt, betrieben wird die API in der Schweiz.',
    benefits: [
      {
        icon: Plug,
        title: 'OpenAI-kompatibel',
        text: [
          'Bestehende SDKs und Werkzeuge funktionieren weiter. Sie ändern die Basis-URL auf ',
          { code: baseUrl },
          ' und setzen Ihren API-Schlüssel, der Rest Ihres Codes bleibt.',
        ],
      },
      {
        icon: MapPin,
        title: 'Gehostet in der Schweiz',
        text: [
          'Die API läuft in der Region Zürich bei einem Rechenzentrumspartner, der nach ISO 27001 und ISO 9001 zertifiziert ist. Gespeicherte Daten sind mit AES-256 verschlüsselt.',
        ],
      },
      {
        icon: Cpu,
        title: 'Mistral und GPT zur Wahl',
        text: [
          'Varianten von Mistral und GPT über dieselbe Schnittstelle. Welches Modell antwortet, bestimmen Sie pro Anfrage im Feld ',
          { code: 'model' },
          '.',
        ],
      },
      {
        icon: Binary,
        title: 'Embeddings für Suche und RAG',
        text: [
          'Über ',
          { code: apiPaths.embeddings },
          ' wandeln Sie Texte in Vektoren um, etwa für eine semantische Suche oder für Retrieval-Augmented Generation mit Ihren eigenen Dokumenten.',
        ],
      },
    ],
  },

  quickstart: {
    eyebrow: 'Schnellstart',
    title: 'Die erste Anfrage in wenigen Minuten',
    intro: 'Sie brauchen ein Konto mit API-Abo und Ihren API-Schlüssel. Schlüssel und Modellnamen in den Beispielen sind Platzhalter.',
    stepsLabel: 'Schritte zur ersten Anfrage',
    key: {
      title: 'API-Schlüssel hinterlegen',
      text: [
        'Legen Sie den Schlüssel als Umgebungsvariable ',
        { code: 'API_KEY' },
        ' ab. So gelangt er nicht in Ihren Quellcode, und alle Beispiele auf dieser Seite lesen ihn von dort.',
      ],
      sample: { language: 'Shell', label: 'API-Schlüssel als Umgebungsvariable setzen', code: 'export API_KEY="ihr-api-schluessel"' },
    },
    request: {
      title: 'Chat-Anfrage senden',
      text: [
        'Senden Sie ',
        call('POST', apiPaths.chat),
        ' mit einem JSON-Body aus ',
        { code: 'model' },
        ' und ',
        { code: 'messages' },
        '. Jede Nachricht hat eine ',
        { code: 'role' },
        ' und einen ',
        { code: 'content' },
        '. Den Schlüssel übergeben Sie im Header ',
        { code: 'Authorization:\u00a0Bearer' },
        '.',
      ],
      tabsLabel: 'Sprache des Beispiels',
      variants: [
        {
          id: 'curl',
          tab: 'curl',
          note: ['Für einen schnellen Test im Terminal.'],
          sample: { language: 'curl', label: 'Chat-Anfrage mit curl', code: curlChat },
        },
        {
          id: 'javascript',
          tab: 'JavaScript',
          note: [
            'Mit ',
            { code: 'fetch' },
            ', ohne zusätzliche Bibliothek: ab Node.js 18, als ES-Modul (zum Beispiel ',
            { code: 'anfrage.mjs' },
            ').',
          ],
          sample: { language: 'JavaScript', label: 'Chat-Anfrage mit JavaScript', code: javascriptChat },
        },
        {
          id: 'python',
          tab: 'Python',
          note: [
            'Mit dem offiziellen OpenAI-Paket (',
            { code: 'pip install openai' },
            '). Sie ändern nur ',
            { code: 'base_url' },
            '; das Paket sendet den Schlüssel als Bearer-Token.',
          ],
          sample: { language: 'Python', label: 'Chat-Anfrage mit Python', code: pythonChat },
        },
      ],
    },
    response: {
      title: 'Antwort auslesen',
      text: [
        'Die Antwort kommt als JSON im OpenAI-Format. Den Text des Modells lesen Sie aus ',
        { code: 'choices[0].message.content' },
        '. Das Feld ',
        { code: 'usage' },
        ' zeigt, wie viele Tokens die Anfrage verbraucht hat.',
      ],
      sample: { language: 'JSON', label: 'Antwort der Chat-Anfrage, gekürzt', code: chatResponse },
    },
    more: {
      title: 'Weitere Endpunkte',
      endpoints: [
        {
          id: 'embeddings',
          title: 'Embeddings erzeugen',
          text: [call('POST', apiPaths.embeddings), ' liefert für jeden Eingabetext einen Vektor, zu finden unter ', { code: 'data[i].embedding' }, '.'],
          sample: { language: 'curl', label: 'Embeddings mit curl erzeugen', code: curlEmbeddings },
        },
        {
          id: 'models',
          title: 'Verfügbare Modelle abfragen',
          text: [
            call('GET', apiPaths.models),
            ' listet die verfügbaren Modelle. Die ',
            { code: 'id' },
            ' eines Eintrags geben Sie im Feld ',
            { code: 'model' },
            ' an.',
          ],
          sample: { language: 'curl', label: 'Modelle mit curl abfragen', code: curlModels },
        },
      ],
    },
    docsLink: { label: 'Alle Parameter in der API-Dokumentation', href: operator.docs.api },
  },

  pricing: {
    eyebrow: 'Preise',
    title: 'Abo plus Nutzung, nachvollziehbar abgerechnet',
    intro: `Das API-Abo ist Voraussetzung für die Registrierung. Dazu kommen Nutzungsgebühren ${perThousandTokens}, je nach Modell.`,
    table: {
      caption: 'Preise der API in Schweizer Franken, exkl. MWST',
      columns: { item: 'Leistung', price: 'Preis' },
      rows: [
        {
          id: 'subscription',
          name: 'API-Abo',
          detail: 'Voraussetzung für die Registrierung',
          unit: 'pro Monat',
          price: { kind: 'fixed', amount: apiPrices.subscriptionPerMonth },
        },
        {
          id: 'open-source',
          name: 'Open-Source-Modelle',
          detail: 'Preis je nach Modell',
          unit: perThousandTokens,
          price: { kind: 'range', ...apiPrices.openSourcePer1k },
        },
        {
          id: 'premium',
          name: 'Premium-Modelle',
          detail: 'Preis je nach Modell',
          unit: perThousandTokens,
          price: { kind: 'range', ...apiPrices.premiumPer1k },
        },
        {
          id: 'embeddings',
          name: 'Embeddings',
          detail: `Über ${apiPaths.embeddings}`,
          unit: perThousandTokens,
          price: { kind: 'fixed', amount: apiPrices.embeddingsPer1k },
        },
      ],
    },
    notes: [
      `Ein Wort entspricht rund ${format.number(1.3)} bis ${format.number(1.5)} Tokens; ${format.number(1000)} Tokens sind also etwa 700 Wörter.`,
    ],
    volume: {
      title: 'Hohe Volumen',
      text: 'Für grosse Mengen stellen wir individuelle Pakete zusammen, abgestimmt auf Ihre Modelle und Ihr monatliches Token-Volumen.',
      link: { label: 'Individuelles Paket anfragen', to: paths.contact },
    },
  },

  closingCta: {
    title: 'Bereit für die erste Anfrage?',
    text: 'Registrieren Sie sich und verbinden Sie Ihre Anwendung mit der API aus Zürich. Bei Fragen zu Integration, Datenschutz oder grossen Volumen beraten wir Sie persönlich.',
    register: { label: 'Registrieren', href: operator.app.register },
    contact: { label: 'Kontakt aufnehmen', to: paths.contact },
    login: { prompt: 'Bereits ein Konto?', link: { label: 'Anmelden', to: paths.login } },
  },
} as const satisfies ApiProductsContent;
