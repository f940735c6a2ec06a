/**
 * The Academy's cohort programme in figures: length, schedule and seat
 * prices (spec §9). The home teaser, the Academy page, its seat calculator
 * and the `Course` JSON-LD all read them from here, so a price is written
 * once. Kept small and free of page copy: the route table imports it.
 */
import type { SeatPrices } from '../lib/cohortSeats';

export interface CohortProgramme {
  weeks: number;
  teach: { firstWeek: number; lastWeek: number; liveHours: number; sessions: number; sessionHours: number };
  build: { firstWeek: number; lastWeek: number; buildSessionHours: number; officeHours: number };
  /** IANA name of the time zone every session time is given in. */
  timeZone: string;
  language: string;
  prices: SeatPrices;
  onsiteWeeks: { from: number; to: number };
}

export const cohortProgramme = {
  weeks: 10,
  /** Phase 1 TEACH: weeks 1–4, eight live sessions of three hours. */
  teach: { firstWeek: 1, lastWeek: 4, liveHours: 24, sessions: 8, sessionHours: 3 },
  /** Phase 2 BUILD: weeks 5–10, a build session and office hours each week. */
  build: { firstWeek: 5, lastWeek: 10, buildSessionHours: 2, officeHours: 1 },
  timeZone: 'Europe/Zurich',
  language: 'de-CH',
  /** Prices excl. VAT, in CHF. */
  prices: {
    firstSeat: 10000,
    furtherSeat: 5000,
    onsiteAddOn: 6900,
  },
  /** The optional onsite day takes place in one of these weeks. */
  onsiteWeeks: { from: 5, to: 7 },
} as const satisfies CohortProgramme;
