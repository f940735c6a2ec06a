/** /en/api-products in English: every text of the page and the words inside its code samples; endpoints, samples, prices and links are in `src/content/apiProducts.ts`. */
import type { ApiProductsWords } from '../apiProducts';

export const apiProductsWords = {
  inCode: {
    keyPlaceholder: 'your-api-key',
    systemPrompt: 'Answer briefly and in English.',
    question: 'What does the Data Protection Act regulate?',
    answer: 'The FADP governs how personal data may be processed.',
    embeddingInput: 'The foundation supports education projects.',
    scriptFile: 'request.mjs',
  },

  hero: {
    eyebrow: 'API products',
    title: 'The OpenAI-compatible AI API from Switzerland',
    lead: 'Build variants of Mistral and GPT into your own applications, through an interface that follows the OpenAI standard and runs in the Zurich region.',
    registerLabel: 'Sign up',
    docsLabel: 'API documentation',
    registerNote: 'Signing up requires an API subscription at {price} a month, excl. VAT.',
    facts: ['Hosted in the Zurich region', 'OpenAI-compatible', 'Chat and embeddings'],
    endpoints: {
      label: 'The API’s base URL and endpoints',
      baseUrlLabel: 'Base URL',
      listLabel: 'Endpoints',
      purposes: { chat: 'Chat completions', embeddings: 'Embeddings', models: 'List of models' },
    },
  },

  benefits: {
    eyebrow: 'Benefits',
    title: 'A familiar interface, run in Switzerland',
    intro: 'The API follows the standard that many libraries and tools already support. You develop as you always have; the API itself runs in Switzerland.',
    items: {
      openAiCompatible: {
        title: 'OpenAI-compatible',
        text: 'Existing SDKs and tools keep working. Change the base URL to {baseUrl} and set your API key; the rest of your code stays as it is.',
      },
      swissHosting: {
        title: 'Hosted in Switzerland',
        text: 'The API runs in the Zurich region with a data centre partner certified to ISO 27001 and ISO 9001. Stored data is encrypted with AES-256.',
      },
      modelChoice: {
        title: 'Mistral or GPT, your choice',
        text: 'Variants of Mistral and GPT through the same interface. You choose which model answers each request in the {model} field.',
      },
      embeddings: {
        title: 'Embeddings for search and RAG',
        text: 'With {embeddingsPath} you turn texts into vectors, for semantic search, say, or for retrieval-augmented generation over your own documents.',
      },
    },
  },

  quickstart: {
    eyebrow: 'Quickstart',
    title: 'Your first request in minutes',
    intro: 'You need an account with an API subscription and your API key. The keys and model names in the examples are placeholders.',
    stepsLabel: 'Steps to your first request',
    key: {
      title: 'Store your API key',
      text: 'Put the key in the environment variable {keyVariable}. That keeps it out of your source code, and every example on this page reads it from there.',
      sampleLabel: 'Set the API key as an environment variable',
    },
    request: {
      title: 'Send a chat request',
      text: 'Send {chatCall} with a JSON body containing {model} and {messages}. Each message has a {role} and a {content}. Pass the key in the {authorizationHeader} header.',
      tabsLabel: 'Language of the example',
      variants: {
        curl: { note: 'For a quick test in the terminal.', sampleLabel: 'Chat request using curl' },
        javascript: {
          note: 'With {fetch} and no extra library: Node.js 18 or later, as an ES module (for example {scriptFile}).',
          sampleLabel: 'Chat request in JavaScript',
        },
        python: {
          note: 'With the official OpenAI package ({installOpenAi}). You only change {baseUrlParameter}; the package sends the key as a bearer token.',
          sampleLabel: 'Chat request in Python',
        },
      },
    },
    response: {
      title: 'Read the response',
      text: 'The response arrives as JSON in the OpenAI format. Read the model’s text from {replyField}. The {usage} field shows how many tokens the request used.',
      sampleLabel: 'Response to the chat request, shortened',
    },
    more: {
      title: 'More endpoints',
      endpoints: {
        embeddings: {
          title: 'Create embeddings',
          text: '{embeddingsCall} returns a vector for each input text, found under {embeddingField}.',
          sampleLabel: 'Create embeddings using curl',
        },
        models: {
          title: 'List the available models',
          text: '{modelsCall} lists the models available. Put an entry’s {id} in the {model} field.',
          sampleLabel: 'List models using curl',
        },
      },
    },
    docsLinkLabel: 'Every parameter in the API documentation',
  },

  pricing: {
    eyebrow: 'Pricing',
    title: 'Subscription plus usage, billed transparently',
    intro: 'The API subscription is required to sign up. Usage fees are charged on top, {unit}, depending on the model.',
    table: {
      caption: 'API prices in Swiss francs, excl. VAT',
      columns: { item: 'Service', price: 'Price' },
      rows: {
        subscription: { name: 'API subscription', detail: 'Required to sign up' },
        'open-source': { name: 'Open-source models', detail: 'Price depends on the model' },
        premium: { name: 'Premium models', detail: 'Price depends on the model' },
        embeddings: { name: 'Embeddings', detail: 'Served at {path}' },
      },
    },
    units: { month: 'per month', tokens: 'per {count} tokens' },
    notes: ['A word comes to roughly {tokensPerWordFrom} to {tokensPerWordTo} tokens, so {tokens} tokens are about {words} words.'],
    volume: {
      title: 'High volumes',
      text: 'For large volumes we put together custom packages, matched to your models and your monthly token volume.',
      link: 'Request a custom package',
    },
  },

  closingCta: {
    title: 'Ready for your first request?',
    text: 'Sign up and connect your application to the API in Zurich. If you have questions about integration, data protection or large volumes, we will advise you in person.',
    register: 'Sign up',
    contact: 'Get in touch',
    login: { prompt: 'Already have an account?', link: 'Log in' },
  },
} as const satisfies ApiProductsWords;
