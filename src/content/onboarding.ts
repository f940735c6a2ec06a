/**
 * What the one-time onboarding includes and costs: shown in the pricing
 * page's onboarding box and quoted by an answer of the FAQ page.
 */
import { contentModule } from './contentModule';

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

/** The module as each language writes it (src/content/<segment>/onboarding.ts), for the registry (siteContent.ts). */
export const onboardingModule = contentModule((words: { onboarding: OnboardingOffer }) => words);
