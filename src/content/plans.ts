/**
 * The three plans, shared by the home page and the pricing page, written
 * once for every language: their order, prices, fees, quotas, features
 * (which are included), where their buttons lead, and the introductory
 * offer's price and dates. Amounts are numbers in Swiss francs, excluding
 * VAT; the PlanCard formats the prices in the page's language, `compose`
 * the figures the words quote. Each language's `src/content/<lang>/plans.ts`
 * words the plans around these figures. The introductory price of the
 * Business plan is dated data that `applyIntroOffer` (src/lib/introOffer.ts)
 * lays over the plan while the offer runs, judged on the day of the build.
 */
import type { ChatEventName, LinkTarget, NameAndDescription } from './types';
import type { IntroOffer } from '../lib/introOffer';
import { contentModule } from './contentModule';
import { operator } from './operator';
import { introCallIn } from './links';
import { formatterFor } from '../lib/format';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';

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

/** The plans as the home and pricing pages show them, in one language. */
export interface PlansContent {
  plans: ReadonlyArray<Plan>;
  cardLabels: PlanCardLabels;
  introOffer: IntroOffer;
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
  /** Support hours on weekdays: the team's opening hours (one fact, in the operator's module). */
  supportHours: operator.openingHours,
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

/**
 * Each plan's feature list in the card's order: which features are
 * included (the others are struck through). The words name each feature by
 * its id.
 */
const planFeatures = {
  individual: [
    { id: 'modelChat', included: true },
    { id: 'documentsAndWebSearch', included: true },
    { id: 'swissHosting', included: true },
    { id: 'knowledgeBase', included: false },
    { id: 'teamManagement', included: false },
  ],
  business: [
    { id: 'includedUsers', included: true },
    { id: 'extraUsers', included: true },
    { id: 'knowledgeBase', included: true },
    { id: 'monthlyTokens', included: true },
    { id: 'assistants', included: true },
    { id: 'supportHours', included: true },
  ],
  enterprise: [
    { id: 'unlimitedKnowledgeBase', included: true },
    { id: 'unlimitedTokens', included: true },
    { id: 'dedicatedInfrastructure', included: true },
    { id: 'onPremise', included: true },
    { id: 'serviceLevelAgreement', included: true },
  ],
} as const;

type PlanId = keyof typeof planFeatures;
type FeatureIdOf<P extends PlanId> = (typeof planFeatures)[P][number]['id'];

/** What a language writes for one plan; its feature texts by feature id. */
export interface PlanWords<P extends PlanId> {
  tagline: string;
  priceDetail: string;
  /** May quote the Business plan's figures, as its `features` do. */
  description: Template;
  /**
   * Each feature's text. The Business plan's quote its figures: `{users}`,
   * `{pricePerExtraUser}`, `{knowledgeBaseGb}`, `{monthlyTokensMillions}`,
   * `{assistants}`, `{supportFrom}` and `{supportUntil}` (hours).
   */
  features: Readonly<Record<FeatureIdOf<P>, Template>>;
  buttonText: string;
}

/** What a language writes for the plans, the introductory offer and the product they belong to. */
export interface PlansWords {
  cardLabels: PlanCardLabels;
  plans: {
    individual: PlanWords<'individual'>;
    business: PlanWords<'business'> & {
      /** The second button's label: it leads to the free intro call. */
      secondaryButtonText: string;
      /** What the setup fee covers: `{workshopHours}`, `{onboardingSupportHours}`. */
      additionalNote: Template;
    };
    enterprise: PlanWords<'enterprise'>;
  };
  introOffer: {
    /** Replaces the Business plan's button text while the offer runs. */
    buttonText: string;
    /** `{saving}` a month, for `{guaranteedMonths}` months. */
    savingsNote: Template;
    /** `{offerPrice}` instead of `{regularPrice}`, booked until `{bookableUntil}`, for `{guaranteedMonths}` months. */
    terms: Template;
  };
  /** What search engines read about the product on the pricing page. */
  platformProduct: NameAndDescription;
}

/** The module as each language writes it (src/content/words/plans.json), for the registry (siteContent.ts). */
export const plansModule = contentModule(
  (
    { plansWords: words }: { plansWords: PlansWords },
    locale,
  ): {
    planCardLabels: PlanCardLabels;
    individualPlan: Plan;
    businessPlan: Plan;
    enterprisePlan: Plan;
    plans: ReadonlyArray<Plan>;
    businessIntroOffer: IntroOffer;
    platformProduct: NameAndDescription;
    plansContent: PlansContent;
  } => {
    const format = formatterFor(locale);
    const includes = businessPlanIncludes;
    const figures = {
      users: format.number(includes.users),
      pricePerExtraUser: format.chf(includes.pricePerExtraUser),
      knowledgeBaseGb: format.number(includes.knowledgeBaseGb),
      monthlyTokensMillions: format.number(includes.monthlyTokens / 1_000_000),
      assistants: format.number(includes.assistants),
      supportFrom: format.time(includes.supportHours.from, { short: true }),
      supportUntil: format.time(includes.supportHours.until, { short: true }),
      workshopHours: format.number(includes.onboarding.workshopHours),
      onboardingSupportHours: format.number(includes.onboarding.supportHours),
    };
    const plan = <P extends PlanId>(
      facts: PlanFacts & { id: P },
      planWords: PlanWords<P>,
      more: Pick<Plan, 'secondaryButtonText' | 'secondaryButtonLink' | 'additionalNote'>,
    ): Plan => ({
      ...facts,
      tagline: planWords.tagline,
      priceDetail: planWords.priceDetail,
      description: fillIn(planWords.description, figures),
      features: planFeatures[facts.id].map(({ id, included }: { id: FeatureIdOf<P>; included: boolean }) => ({ text: fillIn(planWords.features[id], figures), included })),
      buttonText: planWords.buttonText,
      buttonLink: { to: localizedPagePaths.contact[locale] },
      secondaryButtonText: more.secondaryButtonText,
      secondaryButtonLink: more.secondaryButtonLink,
      savingsNote: null,
      additionalNote: more.additionalNote,
    });
    const noMore = { secondaryButtonText: null, secondaryButtonLink: null, additionalNote: null };
    const business = words.plans.business;
    const individualPlan = plan(individualPlanFacts, words.plans.individual, noMore);
    const businessPlan = plan(businessPlanFacts, business, {
      secondaryButtonText: business.secondaryButtonText,
      secondaryButtonLink: introCallIn(locale),
      additionalNote: fillIn(business.additionalNote, figures),
    });
    const enterprisePlan = plan(enterprisePlanFacts, words.plans.enterprise, noMore);
    // In display order: Individual, Business, Enterprise.
    const plans = [individualPlan, businessPlan, enterprisePlan];

    const offer = businessIntroOfferFacts;
    const offerFigures = {
      saving: format.chf(businessPlanFacts.price - offer.price),
      offerPrice: format.chf(offer.price),
      regularPrice: format.chf(businessPlanFacts.price),
      bookableUntil: format.date(offer.bookableUntil),
      guaranteedMonths: format.number(offer.guaranteedMonths),
    };
    const businessIntroOffer: IntroOffer = {
      ...offer,
      buttonText: words.introOffer.buttonText,
      savingsNote: fillIn(words.introOffer.savingsNote, offerFigures),
      terms: fillIn(words.introOffer.terms, offerFigures),
    };

    return {
      planCardLabels: words.cardLabels,
      individualPlan,
      businessPlan,
      enterprisePlan,
      plans,
      businessIntroOffer,
      platformProduct: words.platformProduct,
      plansContent: { plans, cardLabels: words.cardLabels, introOffer: businessIntroOffer },
    };
  },
);
