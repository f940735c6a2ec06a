/**
 * The operator's facts in German words: the country, the register, the
 * opening hours. The facts themselves are in `src/content/operator.ts`.
 */
import { operator, type OperatorWords } from '../operator';

const { from, until } = operator.openingHours;

export const operatorWords = {
  country: 'Schweiz',
  register: `Handelsregister des Kantons ${operator.address.city}`,
  hours: [
    { days: 'Montag–Freitag', hours: `${from}–${until}` },
    { days: 'Samstag und Sonntag', hours: 'geschlossen' },
  ],
  weekdays: 'Montag bis Freitag',
  hoursInSentence: `${from.replace(':00', '')}–${until.replace(':00', '')} Uhr`,
  sample: '(Beispiel)',
} as const satisfies OperatorWords;
