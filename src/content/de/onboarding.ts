/** The one-time onboarding in German, around the figures of the Business plan. */
import { businessPlanFacts, businessPlanIncludes } from '../plans';
import type { OnboardingOffer } from '../onboarding';

const { workshopHours, supportHours, weeksToProductive } = businessPlanIncludes.onboarding;

export const onboarding = {
  title: 'Onboarding',
  keyFact: `Rund ${weeksToProductive} Wochen bis zum produktiven Einsatz`,
  text: 'Die einmalige Onboarding-Gebühr umfasst:',
  points: [
    `Einen Daten-Workshop von ${workshopHours} Stunden, in dem wir gemeinsam bestimmen, welches Wissen Ihr Team braucht`,
    'Eine eigene Wissensdatenbank (RAG), eingerichtet mit Ihren Dokumenten',
    `${supportHours} Stunden Begleitung für Ihr Team beim Start`,
  ],
  feeLabel: 'Onboarding-Gebühr im Business-Plan, einmalig',
  fee: businessPlanFacts.setupFee,
} as const satisfies OnboardingOffer;
