/**
 * The operator's facts in English words: the country, the register, the
 * opening hours. The facts themselves, and the times, are in
 * `src/content/operator.ts`.
 */
import type { OperatorWordsAsWritten } from '../operator';

export const operatorWords = {
  country: 'Switzerland',
  register: 'Commercial Register of the Canton of {canton}',
  cantons: { ZH: 'Zurich' },
  days: { open: 'Monday–Friday', closed: 'Saturday and Sunday' },
  closed: 'closed',
  weekdays: 'Monday to Friday',
  hoursInSentence: '{from}–{until}',
  languageNames: { de: 'German', fr: 'French', it: 'Italian', en: 'English' },
  sample: '(sample)',
} as const satisfies OperatorWordsAsWritten;
