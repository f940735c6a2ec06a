/** The one-time onboarding in French (the pricing page's onboarding box, an answer of /fr/faq); its figures are the Business plan's. */
import type { OnboardingWords } from '../onboarding';

export const onboardingWords = {
  title: 'Onboarding',
  keyFact: 'Environ {weeksToProductive} semaines pour être opérationnel',
  text: 'Les frais uniques d’onboarding comprennent:',
  points: [
    'Un atelier de {workshopHours} heures sur vos données, pour définir ensemble les connaissances dont votre équipe a besoin',
    'Votre propre base de connaissances (RAG), alimentée avec vos documents',
    '{supportHours} heures d’accompagnement pour votre équipe au démarrage',
  ],
  feeLabel: 'Frais d’onboarding de la formule Business, payés une seule fois',
} as const satisfies OnboardingWords;
