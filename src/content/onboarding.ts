/**
 * What the one-time onboarding includes and costs: shown in the pricing
 * page's onboarding box and quoted by an answer of the FAQ page. Its figures
 * (the workshop's and the support's hours, the weeks until the team is
 * productive, the fee) are the Business plan's, in `plans.ts`; each language
 * words them in `src/content/words/onboarding.json`.
 */
import { contentModule } from './contentModule';
import { businessPlanFacts, businessPlanIncludes } from './plans';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';

/** A column of the pricing page's onboarding and support box. */
export interface OnboardingSupportColumn {
  title: string;
  /** The one figure that matters, set large: «rund 2 Wochen». */
  keyFact: string;
  text: string;
  points: ReadonlyArray<string>;
}

export interface OnboardingOffer extends OnboardingSupportColumn {
  feeLabel: string;
  /** One-time fee in CHF. */
  fee: number;
}

/** What a language writes for the onboarding; the fee itself is the Business plan's setup fee. */
export interface OnboardingWords {
  title: string;
  /** `{weeksToProductive}`: the weeks until the team works with the platform. */
  keyFact: Template;
  text: string;
  /**
   * What the fee covers, a point each: they may name the data workshop's
   * `{workshopHours}` and the `{supportHours}` of support at the start.
   */
  points: ReadonlyArray<Template>;
  feeLabel: string;
}

/** The module as each language writes it (src/content/words/onboarding.json), for the registry (siteContent.ts). */
export const onboardingModule = contentModule(({ onboardingWords: words }: { onboardingWords: OnboardingWords }, locale): { onboarding: OnboardingOffer } => {
  const format = formatterFor(locale);
  const { workshopHours, supportHours, weeksToProductive } = businessPlanIncludes.onboarding;
  const figures = { workshopHours: format.number(workshopHours), supportHours: format.number(supportHours), weeksToProductive: format.number(weeksToProductive) };
  return {
    onboarding: {
      title: words.title,
      keyFact: fillIn(words.keyFact, figures),
      text: words.text,
      points: words.points.map((point) => fillIn(point, figures)),
      feeLabel: words.feeLabel,
      fee: businessPlanFacts.setupFee,
    },
  };
});
