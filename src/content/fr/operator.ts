/**
 * The operator's facts in French words: the country, the register, the
 * opening hours. The facts themselves, and the times, are in
 * `src/content/operator.ts`.
 */
import type { OperatorWordsAsWritten } from '../operator';

export const operatorWords = {
  country: 'Suisse',
  register: 'Registre du commerce du canton de {canton}',
  cantons: { ZH: 'Zurich' },
  days: { open: 'Lundi–vendredi', closed: 'Samedi et dimanche' },
  closed: 'fermé',
  weekdays: 'du lundi au vendredi',
  hoursInSentence: 'de {from} à {until}',
  languageNames: { de: 'en allemand', fr: 'en français', it: 'en italien', en: 'en anglais' },
  sample: '(exemple)',
} as const satisfies OperatorWordsAsWritten;
