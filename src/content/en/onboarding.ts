/** The one-time onboarding in English (the pricing page's onboarding box, an answer of /en/faq); its figures are the Business plan's. */
import type { OnboardingWords } from '../onboarding';

export const onboardingWords = {
  title: 'Onboarding',
  keyFact: 'Up and running in about {weeksToProductive} weeks',
  text: 'The one-time onboarding fee covers:',
  points: [
    'A {workshopHours}-hour data workshop in which we decide together what knowledge your team needs',
    'Your own knowledge base (RAG), set up with your documents',
    '{supportHours} hours of support for your team as you get started',
  ],
  feeLabel: 'One-time onboarding fee, Business plan',
} as const satisfies OnboardingWords;
