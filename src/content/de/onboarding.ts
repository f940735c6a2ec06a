/** The one-time onboarding in German (the pricing page's onboarding box, an answer of /de/faq); its figures are the Business plan's. */
import type { OnboardingWords } from '../onboarding';

export const onboardingWords = {
  title: 'Onboarding',
  keyFact: 'Rund {weeksToProductive} Wochen bis zum produktiven Einsatz',
  text: 'Die einmalige Onboarding-Gebühr umfasst:',
  points: [
    'Einen Daten-Workshop von {workshopHours} Stunden, in dem wir gemeinsam bestimmen, welches Wissen Ihr Team braucht',
    'Eine eigene Wissensdatenbank (RAG), eingerichtet mit Ihren Dokumenten',
    '{supportHours} Stunden Begleitung für Ihr Team beim Start',
  ],
  feeLabel: 'Onboarding-Gebühr im Business-Plan, einmalig',
} as const satisfies OnboardingWords;
