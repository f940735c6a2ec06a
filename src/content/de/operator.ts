/**
 * The operator's facts in German words: the country, the register, the
 * opening hours. The facts themselves, and the times, are in
 * `src/content/operator.ts`.
 */
import type { OperatorWordsAsWritten } from '../operator';

export const operatorWords = {
  country: 'Schweiz',
  register: 'Handelsregister des Kantons {canton}',
  cantons: { ZH: 'Zürich' },
  days: { open: 'Montag–Freitag', closed: 'Samstag und Sonntag' },
  closed: 'geschlossen',
  weekdays: 'Montag bis Freitag',
  hoursInSentence: '{from}–{until} Uhr',
  languageNames: { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' },
  sample: '(Beispiel)',
} as const satisfies OperatorWordsAsWritten;
