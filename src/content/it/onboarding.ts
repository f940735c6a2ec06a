/** The one-time onboarding in Italian (the pricing page's onboarding box, an answer of /it/faq); its figures are the Business plan's. */
import type { OnboardingWords } from '../onboarding';

export const onboardingWords = {
  title: 'Onboarding',
  keyFact: 'Circa {weeksToProductive} settimane fino all’uso produttivo',
  text: 'Il costo unico di onboarding comprende:',
  points: [
    'Un workshop sui dati di {workshopHours} ore, in cui definiamo insieme le conoscenze di cui il suo team ha bisogno',
    'Una banca dati delle conoscenze propria (RAG), allestita con i suoi documenti',
    '{supportHours} ore di accompagnamento per il suo team all’avvio',
  ],
  feeLabel: 'Costo unico di onboarding nel piano Business',
} as const satisfies OnboardingWords;
