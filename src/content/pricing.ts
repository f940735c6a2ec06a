/**
 * The pricing page /de/pricing, section by section, apart from the plans
 * themselves and the introductory offer, which live in ./plans (shared with
 * the home page). Written once here: the order of the price rules and token
 * examples, the token figures, the support and VAT figures the words quote,
 * the closing link. Each language words the page in
 * `src/content/<lang>/pricing.ts`; the onboarding box and the FAQ are the
 * onboarding and pricingFaq modules' content. Token figures are numbers,
 * formatted by the sections with `format.number`.
 */
import type { ClosingCtaContent, SectionIntro } from './types';
import { type OnboardingOffer, type OnboardingSupportColumn } from './onboarding';
import { type PricingFaqContent } from './pricingFaq';
import { contentModule } from './contentModule';
import { callMinutes } from './booking';
import { introCallIn } from './links';
import { operator } from './operator';
import { businessIntroOfferFacts, businessMonthlyTokens, businessPlanFacts, businessPlanIncludes } from './plans';
import { formatterFor } from '../lib/format';
import { MAX_COUNT } from '../lib/tokenEstimate';
import { fillIn, type Template } from '../lib/template';

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
  /** What a count field takes, after the tokens of one text: «ganze Zahl bis 100’000». */
  countRule: string;
  /** Under a field that holds something else (a fraction, a negative number, more than the limit). */
  invalidCount: string;
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

/** The price rules in the page's order; the first is shown only while the introductory offer runs. */
const priceRules = [
  { id: 'intro-price', whileIntroOfferRuns: true },
  { id: 'additional-users' },
  { id: 'quota-notice' },
  { id: 'usage-billing' },
  { id: 'change-plan' },
  { id: 'non-profit' },
  { id: 'vat' },
] as const;

/** The rules of thumb, in the page's order, each with its figure or range. */
const tokenFacts = [
  { id: 'pagesPerMillionTokens', value: 1_500 },
  { id: 'tokensPerPage', value: 700 },
  { id: 'tokensPerBook', value: [60_000, 100_000] },
  { id: 'tokensPerWord', value: [1.3, 1.5] },
] as const satisfies ReadonlyArray<{ id: string; value: TokenFact['value'] }>;

/** The kinds of text in the table and the estimator, in the page's order, with the tokens one such text takes, roughly. */
const tokenTextTypes = [
  { id: 'social-post', tokens: 500 },
  { id: 'product-description', tokens: 1_500 },
  { id: 'blog-article', tokens: 2_500 },
  { id: 'marketing-strategy', tokens: 2_500 },
  { id: 'business-plan', tokens: 3_000 },
  { id: 'a4-page', tokens: 700 },
] as const;

/** The share of the monthly token quota, in per cent, at which we notify the team. */
const quotaNoticePercent = 80;

type PriceRuleId = (typeof priceRules)[number]['id'];
type TokenFactId = (typeof tokenFacts)[number]['id'];
type TokenTextTypeId = (typeof tokenTextTypes)[number]['id'];

/**
 * What a language writes for the pricing page. Its templates may quote:
 * `{supportFrom}`, `{supportUntil}` (support hours), `{quotaNotice}` (the
 * share of the quota at which we notify), `{vat}` (the VAT rate),
 * `{quotaMillions}` (the Business plan's monthly tokens, in millions),
 * `{users}` (people included in the Business plan), `{pricePerExtraUser}`,
 * `{offerPrice}`, `{regularPrice}` (the Business plan's introductory and
 * regular monthly price), `{bookableUntil}` and `{guaranteedMonths}` (the
 * introductory offer's last booking day and guarantee).
 */
export interface PricingWords {
  intro: PricingIntroContent;
  plans: PlanGridContent;
  /** The onboarding column is the onboarding module's. */
  onboardingSupport: SectionIntro & { support: Omit<OnboardingSupportColumn, 'keyFact' | 'points'> & { keyFact: Template; points: ReadonlyArray<Template> } };
  priceRules: SectionIntro & { items: Readonly<Record<PriceRuleId, { question: string; answer: Template }>> };
  tokens: Omit<TokenExamplesContent, 'title' | 'facts' | 'kinds' | 'estimator'> & {
    title: Template;
    facts: Readonly<Record<TokenFactId, Omit<TokenFact, 'value'>>>;
    kinds: Readonly<Record<TokenTextTypeId, Omit<TokenTextType, 'id' | 'tokens'>>>;
    estimator: Omit<TokenEstimatorContent, 'quota' | 'quotaLabel' | 'notes' | 'countRule' | 'invalidCount'> & {
      quotaLabel: Template;
      /** `{max}`: the most texts of one kind a field takes. */
      countRule: Template;
      /** `{max}`: the most texts of one kind a field takes. */
      invalidCount: Template;
      notes: { empty: string; within: string; nearQuota: Template; overQuota: string };
    };
  };
  /** `cta` is the button's label: it leads to the free intro call; `text` names its length as `{introMinutes}`. */
  closingCta: { title: string; text: Template; cta: string; contactPrefix: string };
}

/** The other modules' content the page shows: the onboarding box and the FAQ. */
interface PricingNeeds {
  onboarding: { onboarding: OnboardingOffer };
  pricingFaq: { pricingFaq: PricingFaqContent };
}

/** The module as each language writes it (src/content/words/pricing.json), for the registry (siteContent.ts). */
export const pricingModule = contentModule(
  ({ pricingWords: words }: { pricingWords: PricingWords }, locale, needs: PricingNeeds): { pricingContent: PricingContent } => {
    const format = formatterFor(locale);
    const offer = businessIntroOfferFacts;
    const facts = {
      supportFrom: format.time(businessPlanIncludes.supportHours.from, { short: true }),
      supportUntil: format.time(businessPlanIncludes.supportHours.until, { short: true }),
      quotaNotice: format.percent(quotaNoticePercent),
      vat: format.percent(operator.vatRatePercent),
      quotaMillions: format.number(businessMonthlyTokens / 1_000_000),
      users: format.number(businessPlanIncludes.users),
      // The operator's decision: the plan card's price holds in the price rules too (it said CHF 15 there).
      pricePerExtraUser: format.chf(businessPlanIncludes.pricePerExtraUser),
      offerPrice: format.chf(offer.price),
      regularPrice: format.chf(businessPlanFacts.price),
      bookableUntil: format.date(offer.bookableUntil),
      guaranteedMonths: format.number(offer.guaranteedMonths),
    };
    const { support } = words.onboardingSupport;
    const { tokens } = words;
    return {
      pricingContent: {
        intro: words.intro,
        plans: words.plans,
        onboardingSupport: {
          eyebrow: words.onboardingSupport.eyebrow,
          title: words.onboardingSupport.title,
          intro: words.onboardingSupport.intro,
          onboarding: needs.onboarding.onboarding,
          support: { ...support, keyFact: fillIn(support.keyFact, facts), points: support.points.map((point) => fillIn(point, facts)) },
        },
        priceRules: {
          eyebrow: words.priceRules.eyebrow,
          title: words.priceRules.title,
          intro: words.priceRules.intro,
          items: priceRules.map((rule) => {
            const { question, answer } = words.priceRules.items[rule.id];
            return { ...rule, question, answer: fillIn(answer, facts) };
          }),
        },
        tokens: {
          eyebrow: tokens.eyebrow,
          title: fillIn(tokens.title, facts),
          intro: tokens.intro,
          factsLabel: tokens.factsLabel,
          facts: tokenFacts.map(({ id, value }) => ({ value, ...tokens.facts[id] })),
          tableCaption: tokens.tableCaption,
          kindHeader: tokens.kindHeader,
          tokensHeader: tokens.tokensHeader,
          kinds: tokenTextTypes.map(({ id, tokens: perText }) => ({ id, ...tokens.kinds[id], tokens: perText })),
          estimator: {
            ...tokens.estimator,
            quota: businessMonthlyTokens,
            quotaLabel: fillIn(tokens.estimator.quotaLabel, facts),
            notes: { ...tokens.estimator.notes, nearQuota: fillIn(tokens.estimator.notes.nearQuota, facts) },
            countRule: fillIn(tokens.estimator.countRule, { max: format.number(MAX_COUNT) }),
            invalidCount: fillIn(tokens.estimator.invalidCount, { max: format.number(MAX_COUNT) }),
          },
        },
        faq: needs.pricingFaq.pricingFaq,
        closingCta: {
          ...words.closingCta,
          text: fillIn(words.closingCta.text, { introMinutes: format.number(callMinutes.introCall) }),
          cta: { label: words.closingCta.cta, ...introCallIn(locale) },
          email: operator.email,
        },
      },
    };
  },
);
