/**
 * Every word, figure and code sample of the API products page /de/api-products.
 * The sections receive these objects through props; the page hands them over.
 * Key, base URL and model names in the samples are sample values: the key is
 * read from an environment variable, the base URL comes from the operator module.
 */
import type { LucideIcon } from 'lucide-react';
import type { ExternalLinkContent, LinkContent } from './types';
import { contentModule } from './contentModule';

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
  /** Usage fees per 1000 tokens. */
  openSourcePer1k: { from: 0.5, to: 2 },
  premiumPer1k: { from: 2, to: 5 },
  embeddingsPer1k: 0.3,
} as const;

/** The module as each language writes it (src/content/<segment>/apiProducts.ts), for the registry (siteContent.ts). */
export const apiProductsModule = contentModule((words: { apiProductsContent: ApiProductsContent }) => words);
