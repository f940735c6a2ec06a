/**
 * Every word of the pricing page /de/pricing, section by section. The plans
 * themselves and the introductory offer live in ./plans (shared with the
 * home page); this module holds the rest. Amounts are numbers in CHF,
 * formatted with `format.chf`; token figures are numbers, formatted by the
 * sections with `format.number`.
 */
import type { ClosingCtaContent, SectionIntro } from './types';
import { type OnboardingOffer, type OnboardingSupportColumn } from './onboarding';
import { type PricingFaqContent } from './pricingFaq';
import { contentModule } from './contentModule';

export interface PricingIntroContent {
  eyebrow: string;
  title: string;
  lead: string;
  facts: ReadonlyArray<string>;
}

export interface PlanGridContent {
  /** The section's h2, read by screen readers; the page's h1 sits just above. */
  title: string;
  /** Small print under the plans. */
  footnote: string;
}

export interface OnboardingSupportContent extends SectionIntro {
  onboarding: OnboardingOffer;
  support: OnboardingSupportColumn;
}

export interface PriceRule {
  id: string;
  question: string;
  answer: string;
  /** Shown only while the introductory offer runs. */
  whileIntroOfferRuns?: boolean;
}

export interface PriceRulesContent extends SectionIntro {
  items: ReadonlyArray<PriceRule>;
}

/** A kind of text with the tokens one such text takes, roughly. */
export interface TokenTextType {
  id: string;
  /** Singular, for the table: «Blogartikel». */
  label: string;
  /** The estimator's field label: how many per month. */
  countLabel: string;
  tokens: number;
}

export interface TokenFact {
  /** A figure or a range, formatted by the section. */
  value: number | readonly [number, number];
  unit: string;
  text: string;
}

export interface TokenEstimatorContent {
  title: string;
  intro: string;
  /** Names the group of count fields. */
  fieldsLabel: string;
  /** Before the tokens of one text under each field: «je rund» 500 Tokens. */
  perItemPrefix: string;
  unit: string;
  totalLabel: string;
  /** After the percentage: 12 % «des Business-Kontingents». */
  shareSuffix: string;
  /** Names the meter for assistive technology. */
  meterLabel: string;
  /** The quota in tokens a month. */
  quota: number;
  quotaLabel: string;
  notes: { empty: string; within: string; nearQuota: string; overQuota: string };
  disclaimer: string;
}

export interface TokenExamplesContent extends SectionIntro {
  factsLabel: string;
  facts: ReadonlyArray<TokenFact>;
  tableCaption: string;
  kindHeader: string;
  tokensHeader: string;
  kinds: ReadonlyArray<TokenTextType>;
  estimator: TokenEstimatorContent;
}

export interface PricingContent {
  intro: PricingIntroContent;
  plans: PlanGridContent;
  onboardingSupport: OnboardingSupportContent;
  priceRules: PriceRulesContent;
  tokens: TokenExamplesContent;
  faq: PricingFaqContent;
  closingCta: ClosingCtaContent;
}

/** The module as each language writes it (src/content/<segment>/pricing.ts), for the registry (siteContent.ts). */
export const pricingModule = contentModule((words: { pricingContent: PricingContent }) => words);
