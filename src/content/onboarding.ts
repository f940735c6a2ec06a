/**
 * What the one-time onboarding includes and costs: shown in the pricing
 * page's onboarding box and quoted by an answer of the FAQ page.
 */
import { businessPlan } from './plans';

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

export const onboarding = {
  title: 'Onboarding',
  keyFact: 'Rund 2 Wochen bis zum produktiven Einsatz',
  text: 'Die einmalige Onboarding-Gebühr umfasst:',
  points: [
    'Einen Daten-Workshop von 4 Stunden, in dem wir gemeinsam bestimmen, welches Wissen Ihr Team braucht',
    'Eine eigene Wissensdatenbank (RAG), eingerichtet mit Ihren Dokumenten',
    '8 Stunden Begleitung für Ihr Team beim Start',
  ],
  feeLabel: 'Onboarding-Gebühr im Business-Plan, einmalig',
  fee: businessPlan.setupFee,
} as const satisfies OnboardingOffer;
