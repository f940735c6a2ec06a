/**
 * /de/api-products: the OpenAI-compatible API, its benefits, a quickstart
 * with code samples, its prices and a closing call. The endpoints, code
 * samples, prices and links are here, written once; what each language says
 * (and the few words inside the samples) is in
 * `src/content/words/apiProducts.json`. Key, base URL and model names in
 * the samples are sample values: the key is read from an environment
 * variable, the base URL comes from the operator module.
 */
import { Binary, Cpu, MapPin, Plug, type LucideIcon } from 'lucide-react';
import type { ExternalLinkContent, LinkContent } from './types';
import { contentModule } from './contentModule';
import { operator } from './operator';
import { formatterFor } from '../lib/format';
import { pathsIn } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';

/** Running text with inline code: `['Senden Sie ', { code: 'model' }, ' mit.']`. */
export type RichText = ReadonlyArray<string | { code: string }>;

export interface CodeSample {
  /** Shown above the code, e.g. «curl». */
  language: string;
  /** Names the code region and its copy button, e.g. «Chat-Anfrage mit curl». */
  label: string;
  code: string;
}

export interface ApiEndpoint {
  method: 'GET' | 'POST';
  path: string;
  purpose: string;
}

export interface ApiHeroContent {
  eyebrow: string;
  title: string;
  lead: string;
  register: ExternalLinkContent;
  docs: ExternalLinkContent;
  /** What registering costs, right under the button. */
  registerNote: string;
  facts: ReadonlyArray<string>;
  endpoints: {
    /** Names the panel for assistive technology. */
    label: string;
    baseUrlLabel: string;
    baseUrl: string;
    listLabel: string;
    items: ReadonlyArray<ApiEndpoint>;
  };
}

export interface ApiBenefit {
  icon: LucideIcon;
  title: string;
  text: RichText;
}

export interface ApiBenefitsContent {
  eyebrow: string;
  title: string;
  intro: string;
  benefits: ReadonlyArray<ApiBenefit>;
}

export interface CodeVariant {
  /** Tab id, e.g. `python`. */
  id: string;
  /** Tab label, e.g. «Python». */
  tab: string;
  /** What the reader needs for this variant. */
  note: RichText;
  sample: CodeSample;
}

export interface QuickstartStep {
  title: string;
  text: RichText;
}

export interface ApiQuickstartContent {
  eyebrow: string;
  title: string;
  intro: string;
  stepsLabel: string;
  key: QuickstartStep & { sample: CodeSample };
  request: QuickstartStep & { tabsLabel: string; variants: ReadonlyArray<CodeVariant> };
  response: QuickstartStep & { sample: CodeSample };
  more: {
    title: string;
    endpoints: ReadonlyArray<QuickstartStep & { id: string; sample: CodeSample }>;
  };
  docsLink: ExternalLinkContent;
}

/** A price as data; the section formats it with the one money formatter. */
export type PriceFigure = { kind: 'fixed'; amount: number } | { kind: 'range'; from: number; to: number };

export interface PriceRow {
  id: string;
  name: string;
  detail: string;
  unit: string;
  price: PriceFigure;
}

export interface ApiPricingContent {
  eyebrow: string;
  title: string;
  intro: string;
  table: {
    caption: string;
    columns: { item: string; price: string };
    rows: ReadonlyArray<PriceRow>;
  };
  notes: ReadonlyArray<string>;
  volume: { title: string; text: string; link: LinkContent };
}

export interface ApiClosingCtaContent {
  title: string;
  text: string;
  register: ExternalLinkContent;
  contact: LinkContent;
  login: { prompt: string; link: LinkContent };
}

export interface ApiProductsContent {
  hero: ApiHeroContent;
  benefits: ApiBenefitsContent;
  quickstart: ApiQuickstartContent;
  pricing: ApiPricingContent;
  closingCta: ApiClosingCtaContent;
}


export const apiPrices = {
  subscriptionPerMonth: 9.99,
  /** Usage fees per 1000 tokens (`pricedTokens`). */
  openSourcePer1k: { from: 0.5, to: 2 },
  premiumPer1k: { from: 2, to: 5 },
  embeddingsPer1k: 0.3,
} as const;

/** The tokens a usage fee is for. */
const pricedTokens = 1000;

/** A rule of thumb for reading token prices: the tokens a word takes, and about how many words `pricedTokens` are. */
const tokenEstimate = { tokensPerWord: { from: 1.3, to: 1.5 }, wordsInPricedTokens: 700 } as const;

const baseUrl = operator.api.baseUrl;

/** Sample model names; GET /v1/models lists the real ones. */
const chatModel = 'mistral-small';

const embeddingModel = 'mistral-embed';

/** Paths as the visitor sees them: the base URL ends in /v1. */
const apiPath = (endpoint: string) => `${new URL(baseUrl).pathname}/${endpoint}`;

const apiPaths = {
  chat: apiPath('chat/completions'),
  embeddings: apiPath('embeddings'),
  models: apiPath('models'),
} as const;

/** «POST /v1/embeddings»: a no-break space keeps method and path on one line. */
const call = (method: ApiEndpoint['method'], path: string) => `${method}\u00a0${path}`;

/** The endpoints the hero lists, in its order. */
const endpoints = [
  { id: 'chat', method: 'POST', path: apiPaths.chat },
  { id: 'embeddings', method: 'POST', path: apiPaths.embeddings },
  { id: 'models', method: 'GET', path: apiPaths.models },
] as const satisfies ReadonlyArray<Omit<ApiEndpoint, 'purpose'> & { id: string }>;

/**
 * The code samples, each with the language shown above it. `{baseUrl}`,
 * `{chatModel}` and `{embeddingModel}` are filled from here; the other
 * places with the language's words inside the code (`ApiProductsWords.inCode`).
 */
const codeSamples = {
  apiKey: { language: 'Shell', code: 'export API_KEY="{keyPlaceholder}"' },
  curlChat: {
    language: 'curl',
    code: `curl {baseUrl}/chat/completions \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "{chatModel}",
    "messages": [
      { "role": "system", "content": "{systemPrompt}" },
      { "role": "user", "content": "{question}" }
    ]
  }'`,
  },
  javascriptChat: {
    language: 'JavaScript',
    code: `const response = await fetch('{baseUrl}/chat/completions', {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    model: '{chatModel}',
    messages: [
      { role: 'system', content: '{systemPrompt}' },
      { role: 'user', content: '{question}' },
    ],
  }),
});
if (!response.ok) throw new Error(\`HTTP \${response.status}\`);

const data = await response.json();
console.log(data.choices[0].message.content);`,
  },
  pythonChat: {
    language: 'Python',
    code: `import os
from openai import OpenAI

client = OpenAI(
    base_url="{baseUrl}",
    api_key=os.environ["API_KEY"],
)

completion = client.chat.completions.create(
    model="{chatModel}",
    messages=[
        {"role": "system", "content": "{systemPrompt}"},
        {"role": "user", "content": "{question}"},
    ],
)

print(completion.choices[0].message.content)`,
  },
  chatResponse: {
    language: 'JSON',
    code: `{
  "id": "chatcmpl-123",
  "object": "chat.completion",
  "model": "{chatModel}",
  "choices": [
    {
      "index": 0,
      "message": {
        "role": "assistant",
        "content": "{answer}"
      },
      "finish_reason": "stop"
    }
  ],
  "usage": { "prompt_tokens": 31, "completion_tokens": 19, "total_tokens": 50 }
}`,
  },
  curlEmbeddings: {
    language: 'curl',
    code: `curl {baseUrl}/embeddings \\
  -H "Authorization: Bearer $API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "{embeddingModel}",
    "input": ["{embeddingInput}"]
  }'`,
  },
  curlModels: {
    language: 'curl',
    code: `curl {baseUrl}/models \\
  -H "Authorization: Bearer $API_KEY"`,
  },
} as const satisfies Record<string, { language: string; code: Template }>;

type CodeSampleId = keyof typeof codeSamples;

/** The inline code running text names: `{name}` in a text's words stands for `inlineCode.name`. */
const inlineCode = {
  baseUrl,
  chatCall: call('POST', apiPaths.chat),
  embeddingsCall: call('POST', apiPaths.embeddings),
  modelsCall: call('GET', apiPaths.models),
  embeddingsPath: apiPaths.embeddings,
  keyVariable: 'API_KEY',
  model: 'model',
  messages: 'messages',
  role: 'role',
  content: 'content',
  authorizationHeader: 'Authorization:\u00a0Bearer',
  fetch: 'fetch',
  installOpenAi: 'pip install openai',
  baseUrlParameter: 'base_url',
  replyField: 'choices[0].message.content',
  usage: 'usage',
  embeddingField: 'data[i].embedding',
  id: 'id',
} as const;

/** The benefits, in the page's order, each with its icon. */
const benefits = [
  { id: 'openAiCompatible', icon: Plug },
  { id: 'swissHosting', icon: MapPin },
  { id: 'modelChoice', icon: Cpu },
  { id: 'embeddings', icon: Binary },
] as const satisfies ReadonlyArray<{ id: string; icon: LucideIcon }>;

/** The request's variants, one tab each, in the tabs' order: the tab names the programming language. */
const requestVariants = [
  { id: 'curl', tab: 'curl', sample: 'curlChat' },
  { id: 'javascript', tab: 'JavaScript', sample: 'javascriptChat' },
  { id: 'python', tab: 'Python', sample: 'pythonChat' },
] as const satisfies ReadonlyArray<{ id: string; tab: string; sample: CodeSampleId }>;

/** The further endpoints of the quickstart, in its order, each with its sample. */
const moreEndpoints = [
  { id: 'embeddings', sample: 'curlEmbeddings' },
  { id: 'models', sample: 'curlModels' },
] as const satisfies ReadonlyArray<{ id: string; sample: CodeSampleId }>;

/** What a price is charged for: a month of the subscription, or `pricedTokens` tokens. */
type PriceUnit = 'month' | 'tokens';

/** The price table's rows, in its order. */
const priceRows = [
  { id: 'subscription', unit: 'month', price: { kind: 'fixed', amount: apiPrices.subscriptionPerMonth } },
  { id: 'open-source', unit: 'tokens', price: { kind: 'range', ...apiPrices.openSourcePer1k } },
  { id: 'premium', unit: 'tokens', price: { kind: 'range', ...apiPrices.premiumPer1k } },
  { id: 'embeddings', unit: 'tokens', price: { kind: 'fixed', amount: apiPrices.embeddingsPer1k } },
] as const satisfies ReadonlyArray<{ id: string; unit: PriceUnit; price: PriceFigure }>;

type EndpointId = (typeof endpoints)[number]['id'];
type BenefitId = (typeof benefits)[number]['id'];
type RequestVariantId = (typeof requestVariants)[number]['id'];
type MoreEndpointId = (typeof moreEndpoints)[number]['id'];
type PriceRowId = (typeof priceRows)[number]['id'];

/**
 * Running text with inline code, as a language writes it: `{name}` places
 * the inline code `inlineCode.name` (src/content/apiProducts.ts) or the
 * language's `{scriptFile}`: 'Senden Sie {chatCall} mit einem JSON-Body aus {model} …'.
 */
type RichTextWords = Template;

/** A title and its running text: a benefit, a step of the quickstart. */
interface TitledTextWords {
  title: string;
  text: RichTextWords;
}

/** What a language writes for /api-products: every text, by section; lists by their ids. */
export interface ApiProductsWords {
  /**
   * The words inside the code samples and the inline code. They stand
   * inside the samples' string literals as written: no straight quotes, no
   * backslashes.
   */
  inCode: {
    /** Stands for the reader's key in the sample that sets it. */
    keyPlaceholder: string;
    systemPrompt: string;
    question: string;
    /** The model's answer to `question` in the sample response. */
    answer: string;
    /** The text the embeddings sample turns into a vector. */
    embeddingInput: string;
    /** A file name for the JavaScript sample, named in its note as `{scriptFile}`. */
    scriptFile: string;
  };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    registerLabel: string;
    docsLabel: string;
    /** `{price}`: the subscription's monthly price. */
    registerNote: Template;
    facts: ReadonlyArray<string>;
    endpoints: {
      label: string;
      baseUrlLabel: string;
      listLabel: string;
      /** What each endpoint is for. */
      purposes: Readonly<Record<EndpointId, string>>;
    };
  };
  benefits: {
    eyebrow: string;
    title: string;
    intro: string;
    items: Readonly<Record<BenefitId, TitledTextWords>>;
  };
  quickstart: {
    eyebrow: string;
    title: string;
    intro: string;
    stepsLabel: string;
    key: TitledTextWords & { sampleLabel: string };
    request: TitledTextWords & {
      tabsLabel: string;
      /** Per variant what the reader needs for it, and the name of its sample. */
      variants: Readonly<Record<RequestVariantId, { note: RichTextWords; sampleLabel: string }>>;
    };
    response: TitledTextWords & { sampleLabel: string };
    more: {
      title: string;
      endpoints: Readonly<Record<MoreEndpointId, TitledTextWords & { sampleLabel: string }>>;
    };
    docsLinkLabel: string;
  };
  pricing: {
    eyebrow: string;
    title: string;
    /** `{unit}`: the usage fees' unit, `units.tokens`. */
    intro: Template;
    table: {
      caption: string;
      columns: { item: string; price: string };
      /** `detail` may name the embeddings endpoint's path as `{path}`. */
      rows: Readonly<Record<PriceRowId, { name: string; detail: Template }>>;
    };
    /** What a price is for; `tokens` names the number of tokens as `{count}`. */
    units: Readonly<Record<PriceUnit, Template>>;
    /**
     * `{tokensPerWordFrom}` to `{tokensPerWordTo}` tokens make a word;
     * `{tokens}` tokens are about `{words}` words.
     */
    notes: ReadonlyArray<Template>;
    /** `link` is the label of the link to the contact page. */
    volume: { title: string; text: string; link: string };
  };
  /** `register`, `contact` and `login.link` are the links' labels. */
  closingCta: {
    title: string;
    text: string;
    register: string;
    contact: string;
    login: { prompt: string; link: string };
  };
}

/** Running text from its words: each `{name}` becomes inline code, `code[name]`; throws on a name it has no code for. */
function richText(template: RichTextWords, code: Readonly<Record<string, string>>): RichText {
  return template.split(/\{(\w+)\}/).flatMap((part, index): RichText => {
    if (index % 2 === 0) return part === '' ? [] : [part];
    if (!Object.hasOwn(code, part)) throw new Error(`«${template}» has no inline code for {${part}}`);
    return [{ code: code[part]! }];
  });
}

/** The module as each language writes it (src/content/words/apiProducts.json), for the registry (siteContent.ts). */
export const apiProductsModule = contentModule(
  ({ apiProductsWords: words }: { apiProductsWords: ApiProductsWords }, locale): { apiProductsContent: ApiProductsContent } => {
    const format = formatterFor(locale);
    const paths = pathsIn(locale);
    const code = { ...inlineCode, scriptFile: words.inCode.scriptFile };
    const text = (template: RichTextWords) => richText(template, code);
    const sampleValues = { baseUrl, chatModel, embeddingModel, ...words.inCode };
    const sample = (id: CodeSampleId, label: string): CodeSample => ({
      language: codeSamples[id].language,
      label,
      code: fillIn(codeSamples[id].code, sampleValues),
    });
    const units = fillIn(words.pricing.units.tokens, { count: format.number(pricedTokens) });
    const unitOf: Record<PriceUnit, string> = { month: words.pricing.units.month, tokens: units };
    const { quickstart, pricing } = words;
    return {
      apiProductsContent: {
        hero: {
          eyebrow: words.hero.eyebrow,
          title: words.hero.title,
          lead: words.hero.lead,
          register: { label: words.hero.registerLabel, href: operator.app.register },
          docs: { label: words.hero.docsLabel, href: operator.docs.api },
          registerNote: fillIn(words.hero.registerNote, { price: format.chf(apiPrices.subscriptionPerMonth) }),
          facts: words.hero.facts,
          endpoints: {
            label: words.hero.endpoints.label,
            baseUrlLabel: words.hero.endpoints.baseUrlLabel,
            baseUrl,
            listLabel: words.hero.endpoints.listLabel,
            items: endpoints.map(({ id, method, path }) => ({ method, path, purpose: words.hero.endpoints.purposes[id] })),
          },
        },
        benefits: {
          eyebrow: words.benefits.eyebrow,
          title: words.benefits.title,
          intro: words.benefits.intro,
          benefits: benefits.map(({ id, icon }) => ({ icon, title: words.benefits.items[id].title, text: text(words.benefits.items[id].text) })),
        },
        quickstart: {
          eyebrow: quickstart.eyebrow,
          title: quickstart.title,
          intro: quickstart.intro,
          stepsLabel: quickstart.stepsLabel,
          key: { title: quickstart.key.title, text: text(quickstart.key.text), sample: sample('apiKey', quickstart.key.sampleLabel) },
          request: {
            title: quickstart.request.title,
            text: text(quickstart.request.text),
            tabsLabel: quickstart.request.tabsLabel,
            variants: requestVariants.map(({ id, tab, sample: sampleId }) => ({
              id,
              tab,
              note: text(quickstart.request.variants[id].note),
              sample: sample(sampleId, quickstart.request.variants[id].sampleLabel),
            })),
          },
          response: { title: quickstart.response.title, text: text(quickstart.response.text), sample: sample('chatResponse', quickstart.response.sampleLabel) },
          more: {
            title: quickstart.more.title,
            endpoints: moreEndpoints.map(({ id, sample: sampleId }) => ({
              id,
              title: quickstart.more.endpoints[id].title,
              text: text(quickstart.more.endpoints[id].text),
              sample: sample(sampleId, quickstart.more.endpoints[id].sampleLabel),
            })),
          },
          docsLink: { label: quickstart.docsLinkLabel, href: operator.docs.api },
        },
        pricing: {
          eyebrow: pricing.eyebrow,
          title: pricing.title,
          intro: fillIn(pricing.intro, { unit: units }),
          table: {
            caption: pricing.table.caption,
            columns: pricing.table.columns,
            rows: priceRows.map(({ id, unit, price }) => ({
              id,
              name: pricing.table.rows[id].name,
              detail: fillIn(pricing.table.rows[id].detail, { path: apiPaths.embeddings }),
              unit: unitOf[unit],
              price,
            })),
          },
          notes: pricing.notes.map((note) =>
            fillIn(note, {
              tokensPerWordFrom: format.number(tokenEstimate.tokensPerWord.from),
              tokensPerWordTo: format.number(tokenEstimate.tokensPerWord.to),
              tokens: format.number(pricedTokens),
              words: format.number(tokenEstimate.wordsInPricedTokens),
            }),
          ),
          volume: { title: pricing.volume.title, text: pricing.volume.text, link: { label: pricing.volume.link, to: paths.contact } },
        },
        closingCta: {
          title: words.closingCta.title,
          text: words.closingCta.text,
          register: { label: words.closingCta.register, href: operator.app.register },
          contact: { label: words.closingCta.contact, to: paths.contact },
          login: { prompt: words.closingCta.login.prompt, link: { label: words.closingCta.login.link, to: paths.login } },
        },
      },
    };
  },
);
