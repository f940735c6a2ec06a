/**
 * The operator's facts in French words: the country, the register, the
 * opening hours. The facts themselves are in `src/content/operator.ts`.
 */
import { operator, type OperatorWords } from '../operator';

const { from, until } = operator.openingHours;

/** The cantons' names in French, by the abbreviation `operator.registerCanton` holds. */
const cantonNames = { ZH: 'Zurich' } as const satisfies Record<typeof operator.registerCanton, string>;

/** A time of the 24-hour clock as Swiss French writes it: «9:00» becomes «9 h», «9:30» «9 h 30». */
const hour = (time: string, withMinutes = false) => {
  const [hours = time, minutes = '00'] = time.split(':');
  return minutes === '00' && !withMinutes ? `${hours} h` : `${hours} h ${minutes}`;
};

export const operatorWords = {
  country: 'Suisse',
  register: `Registre du commerce du canton de ${cantonNames[operator.registerCanton]}`,
  hours: [
    { days: 'Lundi–vendredi', hours: `${hour(from, true)}–${hour(until, true)}` },
    { days: 'Samedi et dimanche', hours: 'fermé' },
  ],
  weekdays: 'du lundi au vendredi',
  hoursInSentence: `de ${hour(from)} à ${hour(until)}`,
  sample: '(exemple)',
} as const satisfies OperatorWords;
