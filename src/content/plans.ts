/**
 * The three plans, shared by the home page and the pricing page, and their
 * figures, written once for every language: prices, fees, quotas, the
 * introductory offer's price and dates. Amounts are numbers in Swiss
 * francs, excluding VAT; the PlanCard formats them in the page's language.
 * Each language's `src/content/<lang>/plans.ts` words the plans around
 * these figures. The introductory price of the Business plan is dated data
 * that `applyIntroOffer` (src/lib/introOffer.ts) lays over the plan while the
 * offer runs, judged on the day of the build.
 */
import type { ChatEventName, LinkTarget } from './types';
import type { IntroOffer } from '../lib/introOffer';
import { contentModule } from './contentModule';
import type { NameAndDescription } from './pageContent';
import type { PlansContent } from './pageContent';

export type { IntroOffer };

export interface PlanFeature {
  text: string;
  /** False: shown struck through and announced as not included. */
  included: boolean;
}

export interface Plan {
  id: string;
  name: string;
  tagline: string;
  /** Fixed price in CHF; null when only a starting price (`minPrice`) is given. */
  price: number | null;
  /** A former price, shown struck through next to `price`. */
  oldPrice: number | null;
  /** The line under the price: period, billing, «exkl. MWST». */
  priceDetail: string;
  description: string;
  /** One-time fee in CHF, e.g. the onboarding. */
  setupFee: number | null;
  features: ReadonlyArray<PlanFeature>;
  buttonText: string;
  buttonLink: LinkTarget;
  secondaryButtonText: string | null;
  secondaryButtonLink: LinkTarget | null;
  /** The recommended plan, drawn with the accent. */
  highlight: boolean;
  comingSoon: boolean;
  /** Starting price in CHF, shown as «ab CHF …» when `price` is null. */
  minPrice: number | null;
  /** Says what the visitor saves, next to an `oldPrice`. */
  savingsNote: string | null;
  /** A small print line under the features. */
  additionalNote: string | null;
  /** Sent to the support chat when the main button is clicked. */
  intercomEvent: ChatEventName | null;
}

/** The fixed words of a plan card, so that the card itself holds no copy. */
export interface PlanCardLabels {
  from: string;
  comingSoon: string;
  recommended: string;
  oldPrice: string;
  setupFee: string;
  notIncluded: string;
}

/** What a plan is in every language: its name, prices, look and chat event. */
export type PlanFacts = Pick<Plan, 'id' | 'name' | 'price' | 'oldPrice' | 'setupFee' | 'highlight' | 'comingSoon' | 'minPrice' | 'intercomEvent'>;

export const individualPlanFacts = {
  id: 'individual',
  name: 'Individual',
  price: null,
  oldPrice: null,
  setupFee: null,
  highlight: false,
  comingSoon: true,
  minPrice: 19,
  intercomEvent: 'waitlist_clicked_pricing',
} as const satisfies PlanFacts;

export const businessPlanFacts = {
  id: 'business',
  name: 'Business',
  price: 700,
  oldPrice: null,
  setupFee: 2500,
  highlight: true,
  comingSoon: false,
  minPrice: null,
  intercomEvent: 'intro_offer_clicked_pricing',
} as const satisfies PlanFacts;

export const enterprisePlanFacts = {
  id: 'enterprise',
  name: 'Enterprise',
  price: null,
  oldPrice: null,
  setupFee: null,
  highlight: false,
  comingSoon: false,
  minPrice: 2500,
  intercomEvent: 'enterprise_inquiry_clicked_pricing',
} as const satisfies PlanFacts;

/** What the Business plan includes, in figures every language's feature list names. */
export const businessPlanIncludes = {
  /** People included, and the minimum. */
  users: 35,
  /** CHF per month for each further person. */
  pricePerExtraUser: 20,
  /** GB of data for the knowledge base. */
  knowledgeBaseGb: 3,
  monthlyTokens: 10_000_000,
  assistants: 1,
  /** Support hours on weekdays (24-hour clock). */
  supportHours: { from: 9, until: 17 },
  /** The onboarding the setup fee covers. */
  onboarding: { workshopHours: 4, supportHours: 8, weeksToProductive: 2 },
} as const;

/** The Business plan's monthly token quota, for the token estimator. */
export const businessMonthlyTokens = businessPlanIncludes.monthlyTokens;

/** The Business plan's introductory price: its figures and dates, worded per language. */
export const businessIntroOfferFacts = {
  planId: businessPlanFacts.id,
  price: 525,
  bookableUntil: '2025-06-30',
  guaranteedMonths: 12,
} as const satisfies Pick<IntroOffer, 'planId' | 'price' | 'bookableUntil' | 'guaranteedMonths'>;

/** The module as each language writes it (src/content/<segment>/plans.ts), for the registry (siteContent.ts). */
export const plansModule = contentModule((words: {
  planCardLabels: PlanCardLabels;
  individualPlan: Plan;
  businessPlan: Plan;
  enterprisePlan: Plan;
  plans: ReadonlyArray<Plan>;
  businessIntroOffer: IntroOffer;
  platformProduct: NameAndDescription;
  plansContent: PlansContent;
}) => words);
