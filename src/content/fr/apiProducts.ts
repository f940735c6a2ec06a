/** /fr/produits-api in French: every text of the page and the words inside its code samples; endpoints, samples, prices and links are in `src/content/apiProducts.ts`. */
import type { ApiProductsWords } from '../apiProducts';

export const apiProductsWords = {
  inCode: {
    keyPlaceholder: 'votre-cle-api',
    systemPrompt: 'Répondez brièvement et en français.',
    question: 'Que règle la loi sur la protection des données?',
    answer: 'La nLPD fixe les règles du traitement des données personnelles.',
    embeddingInput: 'La fondation soutient des projets de formation.',
    scriptFile: 'requete.mjs',
  },

  hero: {
    eyebrow: 'Produits API',
    title: 'L’API d’IA suisse, compatible avec OpenAI',
    lead: 'Intégrez des variantes de Mistral et de GPT dans vos propres applications, par une interface conforme au standard OpenAI et exploitée dans la région de Zurich.',
    registerLabel: 'S’inscrire',
    docsLabel: 'Documentation de l’API',
    registerNote: 'L’inscription requiert un abonnement API à {price} par mois, hors TVA.',
    facts: ['Hébergement dans la région de Zurich', 'Compatible avec OpenAI', 'Chat et embeddings'],
    endpoints: {
      label: 'URL de base et points de terminaison de l’API',
      baseUrlLabel: 'URL de base',
      listLabel: 'Points de terminaison',
      purposes: { chat: 'Réponses de chat', embeddings: 'Embeddings', models: 'Liste des modèles' },
    },
  },

  benefits: {
    eyebrow: 'Avantages',
    title: 'Une interface familière, exploitée en Suisse',
    intro: 'L’API suit le standard que de nombreux outils et bibliothèques prennent déjà en charge. Vous développez comme d’habitude; l’API, elle, tourne en Suisse.',
    items: {
      openAiCompatible: {
        title: 'Compatible avec OpenAI',
        text: 'Vos SDK et vos outils continuent de fonctionner. Vous remplacez l’URL de base par {baseUrl} et indiquez votre clé API: le reste de votre code ne change pas.',
      },
      swissHosting: {
        title: 'Hébergée en Suisse',
        text: 'L’API tourne dans la région de Zurich, chez un partenaire de centre de données certifié ISO 27001 et ISO 9001. Les données stockées sont chiffrées en AES-256.',
      },
      modelChoice: {
        title: 'Mistral ou GPT, au choix',
        text: 'Des variantes de Mistral et de GPT, par la même interface. Vous choisissez le modèle qui répond à chaque requête, dans le champ {model}.',
      },
      embeddings: {
        title: 'Des embeddings pour la recherche et le RAG',
        text: 'Avec {embeddingsPath}, vous transformez des textes en vecteurs, par exemple pour une recherche sémantique ou pour une génération augmentée par récupération (RAG) qui s’appuie sur vos propres documents.',
      },
    },
  },

  quickstart: {
    eyebrow: 'Démarrage rapide',
    title: 'Votre première requête en quelques minutes',
    intro: 'Il vous faut un compte avec abonnement API et votre clé API. Dans les exemples, la clé et les noms de modèles sont des valeurs fictives.',
    stepsLabel: 'Les étapes jusqu’à la première requête',
    key: {
      title: 'Enregistrer la clé API',
      text: 'Placez la clé dans la variable d’environnement {keyVariable}. Elle reste ainsi hors de votre code source, et tous les exemples de cette page vont l’y chercher.',
      sampleLabel: 'Définir la clé API comme variable d’environnement',
    },
    request: {
      title: 'Envoyer une requête de chat',
      text: 'Envoyez {chatCall} avec un corps JSON composé de {model} et de {messages}. Chaque message comporte un champ {role} et un champ {content}. La clé se transmet dans l’en-tête {authorizationHeader}.',
      tabsLabel: 'Langage de l’exemple',
      variants: {
        curl: { note: 'Pour un test rapide dans le terminal.', sampleLabel: 'Requête de chat avec curl' },
        javascript: {
          note: 'Avec {fetch}, sans bibliothèque supplémentaire: à partir de Node.js 18, sous forme de module ES (par exemple {scriptFile}).',
          sampleLabel: 'Requête de chat avec JavaScript',
        },
        python: {
          note: 'Avec le paquet officiel d’OpenAI ({installOpenAi}). Vous ne modifiez que {baseUrlParameter}; le paquet envoie la clé comme jeton Bearer.',
          sampleLabel: 'Requête de chat avec Python',
        },
      },
    },
    response: {
      title: 'Lire la réponse',
      text: 'La réponse arrive en JSON, au format OpenAI. Le texte du modèle se trouve dans {replyField}. Le champ {usage} indique combien de tokens la requête a consommés.',
      sampleLabel: 'Réponse à la requête de chat, abrégée',
    },
    more: {
      title: 'Autres points de terminaison',
      endpoints: {
        embeddings: {
          title: 'Générer des embeddings',
          text: '{embeddingsCall} renvoie un vecteur pour chaque texte fourni, dans {embeddingField}.',
          sampleLabel: 'Générer des embeddings avec curl',
        },
        models: {
          title: 'Lister les modèles disponibles',
          text: '{modelsCall} liste les modèles disponibles. Reprenez la valeur {id} d’une entrée dans le champ {model} de vos requêtes.',
          sampleLabel: 'Lister les modèles avec curl',
        },
      },
    },
    docsLinkLabel: 'Tous les paramètres dans la documentation de l’API',
  },

  pricing: {
    eyebrow: 'Tarifs',
    title: 'Un abonnement plus l’utilisation, facturée en toute transparence',
    intro: 'L’abonnement API est requis pour l’inscription. S’y ajoutent des frais d’utilisation {unit}, selon le modèle.',
    table: {
      caption: 'Tarifs de l’API en francs suisses, hors TVA',
      columns: { item: 'Prestation', price: 'Prix' },
      rows: {
        subscription: { name: 'Abonnement API', detail: 'Requis pour l’inscription' },
        'open-source': { name: 'Modèles open source', detail: 'Prix selon le modèle' },
        premium: { name: 'Modèles premium', detail: 'Prix selon le modèle' },
        embeddings: { name: 'Embeddings', detail: 'Via {path}' },
      },
    },
    units: { month: 'par mois', tokens: 'par {count} tokens' },
    notes: ['Comptez environ {tokensPerWordFrom} à {tokensPerWordTo} token par mot: {tokens} tokens représentent donc quelque {words} mots.'],
    volume: {
      title: 'Gros volumes',
      text: 'Pour les grandes quantités, nous composons des forfaits sur mesure, adaptés à vos modèles et à votre volume mensuel de tokens.',
      link: 'Demander un forfait sur mesure',
    },
  },

  closingCta: {
    title: 'Prêt pour votre première requête?',
    text: 'Inscrivez-vous et connectez votre application à l’API hébergée à Zurich. Pour toute question sur l’intégration, la protection des données ou les gros volumes, nous vous conseillons personnellement.',
    register: 'S’inscrire',
    contact: 'Nous contacter',
    login: { prompt: 'Vous avez déjà un compte?', link: 'Se connecter' },
  },
} as const satisfies ApiProductsWords;
