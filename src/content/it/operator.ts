/**
 * The operator's facts in Italian words: the country, the register, the
 * opening hours. The facts themselves, and the times, are in
 * `src/content/operator.ts`.
 */
import type { OperatorWordsAsWritten } from '../operator';

export const operatorWords = {
  country: 'Svizzera',
  register: 'Registro di commercio del Cantone di {canton}',
  cantons: { ZH: 'Zurigo' },
  days: { open: 'Lunedì–venerdì', closed: 'Sabato e domenica' },
  closed: 'chiuso',
  weekdays: 'dal lunedì al venerdì',
  hoursInSentence: 'dalle {from} alle {until}',
  languageNames: { de: 'tedesco', fr: 'francese', it: 'italiano', en: 'inglese' },
  sample: '(esempio)',
} as const satisfies OperatorWordsAsWritten;
