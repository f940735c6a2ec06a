/**
 * Every word, figure and code sample of the API products page /fr/produits-api.
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

const paths = pathsIn('fr-CH');

const format = formatterFor('fr-CH');

const baseUrl = operator.api.baseUrl;

/** Sample model names; GET /v1/models lists the real ones. */
const chatModel = 'mistral-small';

const embeddingModel = 'mistral-embed';

const systemPrompt = 'Répondez brièvement et en français.';

const question = 'Que règle la loi sur la protection des données?';

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
        "content": "La nLPD fixe les règles du traitement des données personnelles."
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
    "input": ["La fondation soutient des projets de formation."]
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

const perThousandTokens = `par ${format.number(1000)} tokens`;

export const apiProductsContent = {
  hero: {
    eyebrow: 'Produits API',
    title: 'L’API d’IA suisse, compatible avec OpenAI',
    lead: 'Intégrez des variantes de Mistral et de GPT dans vos propres applications, par une interface conforme au standard OpenAI et exploitée dans la région de Zurich.',
    register: { label: 'S’inscrire', href: operator.app.register },
    docs: { label: 'Documentation de l’API', href: operator.docs.api },
    registerNote: `L’inscription requiert un abonnement API à ${format.chf(apiPrices.subscriptionPerMonth)} par mois, hors TVA.`,
    facts: ['Hébergement dans la région de Zurich', 'Compatible avec OpenAI', 'Chat et embeddings'],
    endpoints: {
      label: 'URL de base et points de terminaison de l’API',
      baseUrlLabel: 'URL de base',
      baseUrl,
      listLabel: 'Points de terminaison',
      items: [
        { method: 'POST', path: apiPaths.chat, purpose: 'Réponses de chat' },
        { method: 'POST', path: apiPaths.embeddings, purpose: 'Embeddings' },
        { method: 'GET', path: apiPaths.models, purpose: 'Liste des modèles' },
      ],
    },
  },

  benefits: {
    eyebrow: 'Avantages',
    title: 'Une interface familière, exploitée en Suisse',
    intro: 'L’API suit le standard que de nombreux outils et bibliothèques prennent déjà en charge. Vous développez comme d’habitude; l’API, elle, tourne en Suisse.',
    benefits: [
      {
        icon: Plug,
        title: 'Compatible avec OpenAI',
        text: [
          'Vos SDK et vos outils continuent de fonctionner. Vous remplacez l’URL de base par ',
          { code: baseUrl },
          ' et indiquez votre clé API: le reste de votre code ne change pas.',
        ],
      },
      {
        icon: MapPin,
        title: 'Hébergée en Suisse',
        text: [
          'L’API tourne dans la région de Zurich, chez un partenaire de centre de données certifié ISO 27001 et ISO 9001. Les données stockées sont chiffrées en AES-256.',
        ],
      },
      {
        icon: Cpu,
        title: 'Mistral ou GPT, au choix',
        text: [
          'Des variantes de Mistral et de GPT, par la même interface. Vous choisissez le modèle qui répond à chaque requête, dans le champ ',
          { code: 'model' },
          '.',
        ],
      },
      {
        icon: Binary,
        title: 'Des embeddings pour la recherche et le RAG',
        text: [
          'Avec ',
          { code: apiPaths.embeddings },
          ', vous transformez des textes en vecteurs, par exemple pour une recherche sémantique ou pour une génération augmentée par récupération (RAG) qui s’appuie sur vos propres documents.',
        ],
      },
    ],
  },

  quickstart: {
    eyebrow: 'Démarrage rapide',
    title: 'Votre première requête en quelques minutes',
    intro: 'Il vous faut un compte avec abonnement API et votre clé API. Dans les exemples, la clé et les noms de modèles sont des valeurs fictives.',
    stepsLabel: 'Les étapes jusqu’à la première requête',
    key: {
      title: 'Enregistrer la clé API',
      text: [
        'Placez la clé dans la variable d’environnement ',
        { code: 'API_KEY' },
        '. Elle reste ainsi hors de votre code source, et tous les exemples de cette page vont l’y chercher.',
      ],
      sample: { language: 'Shell', label: 'Définir la clé API comme variable d’environnement', code: 'export API_KEY="votre-cle-api"' },
    },
    request: {
      title: 'Envoyer une requête de chat',
      text: [
        'Envoyez ',
        call('POST', apiPaths.chat),
        ' avec un corps JSON composé de ',
        { code: 'model' },
        ' et de ',
        { code: 'messages' },
        '. Chaque message comporte un champ ',
        { code: 'role' },
        ' et un champ ',
        { code: 'content' },
        '. La clé se transmet dans l’en-tête ',
        { code: 'Authorization:\u00a0Bearer' },
        '.',
      ],
      tabsLabel: 'Langage de l’exemple',
      variants: [
        {
          id: 'curl',
          tab: 'curl',
          note: ['Pour un test rapide dans le terminal.'],
          sample: { language: 'curl', label: 'Requête de chat avec curl', code: curlChat },
        },
        {
          id: 'javascript',
          tab: 'JavaScript',
          note: [
            'Avec ',
            { code: 'fetch' },
            ', sans bibliothèque supplémentaire: à partir de Node.js 18, sous forme de module ES (par exemple ',
            { code: 'requete.mjs' },
            ').',
          ],
          sample: { language: 'JavaScript', label: 'Requête de chat avec JavaScript', code: javascriptChat },
        },
        {
          id: 'python',
          tab: 'Python',
          note: [
            'Avec le paquet officiel d’OpenAI (',
            { code: 'pip install openai' },
            '). Vous ne modifiez que ',
            { code: 'base_url' },
            '; le paquet envoie la clé comme jeton Bearer.',
          ],
          sample: { language: 'Python', label: 'Requête de chat avec Python', code: pythonChat },
        },
      ],
    },
    response: {
      title: 'Lire la réponse',
      text: [
        'La réponse arrive en JSON, au format OpenAI. Le texte du modèle se trouve dans ',
        { code: 'choices[0].message.content' },
        '. Le champ ',
        { code: 'usage' },
        ' indique combien de tokens la requête a consommés.',
      ],
      sample: { language: 'JSON', label: 'Réponse à la requête de chat, abrégée', code: chatResponse },
    },
    more: {
      title: 'Autres points de terminaison',
      endpoints: [
        {
          id: 'embeddings',
          title: 'Générer des embeddings',
          text: [call('POST', apiPaths.embeddings), ' renvoie un vecteur pour chaque texte fourni, dans ', { code: 'data[i].embedding' }, '.'],
          sample: { language: 'curl', label: 'Générer des embeddings avec curl', code: curlEmbeddings },
        },
        {
          id: 'models',
          title: 'Lister les modèles disponibles',
          text: [
            call('GET', apiPaths.models),
            ' liste les modèles disponibles. Reprenez la valeur ',
            { code: 'id' },
            ' d’une entrée dans le champ ',
            { code: 'model' },
            ' de vos requêtes.',
          ],
          sample: { language: 'curl', label: 'Lister les modèles avec curl', code: curlModels },
        },
      ],
    },
    docsLink: { label: 'Tous les paramètres dans la documentation de l’API', href: operator.docs.api },
  },

  pricing: {
    eyebrow: 'Tarifs',
    title: 'Un abonnement plus l’utilisation, facturée en toute transparence',
    intro: `L’abonnement API est requis pour l’inscription. S’y ajoutent des frais d’utilisation ${perThousandTokens}, selon le modèle.`,
    table: {
      caption: 'Tarifs de l’API en francs suisses, hors TVA',
      columns: { item: 'Prestation', price: 'Prix' },
      rows: [
        {
          id: 'subscription',
          name: 'Abonnement API',
          detail: 'Requis pour l’inscription',
          unit: 'par mois',
          price: { kind: 'fixed', amount: apiPrices.subscriptionPerMonth },
        },
        {
          id: 'open-source',
          name: 'Modèles open source',
          detail: 'Prix selon le modèle',
          unit: perThousandTokens,
          price: { kind: 'range', ...apiPrices.openSourcePer1k },
        },
        {
          id: 'premium',
          name: 'Modèles premium',
          detail: 'Prix selon le modèle',
          unit: perThousandTokens,
          price: { kind: 'range', ...apiPrices.premiumPer1k },
        },
        {
          id: 'embeddings',
          name: 'Embeddings',
          detail: `Via ${apiPaths.embeddings}`,
          unit: perThousandTokens,
          price: { kind: 'fixed', amount: apiPrices.embeddingsPer1k },
        },
      ],
    },
    notes: [
      `Comptez environ ${format.number(1.3)} à ${format.number(1.5)} token par mot: ${format.number(1000)} tokens représentent donc quelque 700 mots.`,
    ],
    volume: {
      title: 'Gros volumes',
      text: 'Pour les grandes quantités, nous composons des forfaits sur mesure, adaptés à vos modèles et à votre volume mensuel de tokens.',
      link: { label: 'Demander un forfait sur mesure', to: paths.contact },
    },
  },

  closingCta: {
    title: 'Prêt pour votre première requête?',
    text: 'Inscrivez-vous et connectez votre application à l’API hébergée à Zurich. Pour toute question sur l’intégration, la protection des données ou les gros volumes, nous vous conseillons personnellement.',
    register: { label: 'S’inscrire', href: operator.app.register },
    contact: { label: 'Nous contacter', to: paths.contact },
    login: { prompt: 'Vous avez déjà un compte?', link: { label: 'Se connecter', to: paths.login } },
  },
} as const satisfies ApiProductsContent;
