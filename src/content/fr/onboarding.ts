/** The one-time onboarding in French, around the figures of the Business plan. */
import { businessPlanFacts, businessPlanIncludes } from '../plans';
import type { OnboardingOffer } from '../onboarding';

const { workshopHours, supportHours, weeksToProductive } = businessPlanIncludes.onboarding;

export const onboarding = {
  title: 'Onboarding',
  keyFact: `Environ ${weeksToProductive} semaines pour être opérationnel`,
  text: 'Les frais uniques d’onboarding comprennent:',
  points: [
    `Un atelier de ${workshopHours} heures sur vos données, pour définir ensemble les connaissances dont votre équipe a besoin`,
    'Votre propre base de connaissances (RAG), alimentée avec vos documents',
    `${supportHours} heures d’accompagnement pour votre équipe au démarrage`,
  ],
  feeLabel: 'Frais d’onboarding de la formule Business, payés une seule fois',
  fee: businessPlanFacts.setupFee,
} as const satisfies OnboardingOffer;
