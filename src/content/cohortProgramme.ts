/**
 * The Academy's cohort programme in figures: length, schedule and seat
 * prices (spec §9). The home teaser, the Academy page, its seat calculator
 * and the `Course` JSON-LD all read them from here, so a price or a time is
 * written once. Kept small and free of page copy and of formatting: the
 * Academy page imports it for the calculator's prices.
 */
import type { SeatPrices } from '../lib/cohortSeats';

/** From when until when a weekly session runs: 24-hour clock, in the programme's time zone. */
export interface SessionTime {
  from: string;
  until: string;
}

export interface CohortProgramme {
  weeks: number;
  teach: { firstWeek: number; lastWeek: number; liveHours: number; sessions: number; sessionHours: number; sessionTime: SessionTime };
  build: { firstWeek: number; lastWeek: number; buildSessionHours: number; buildSessionTime: SessionTime; officeHours: number; officeHoursTime: SessionTime };
  /** IANA name of the time zone every session time is given in. */
  timeZone: string;
  language: string;
  prices: SeatPrices;
  onsiteWeeks: { from: number; to: number };
  /** How many days ahead the roadmap each team leaves with plans. */
  roadmapDays: number;
}

export const cohortProgramme = {
  weeks: 10,
  /** Phase 1 TEACH: weeks 1–4, eight live sessions of three hours, on Tuesdays and Thursdays. */
  teach: { firstWeek: 1, lastWeek: 4, liveHours: 24, sessions: 8, sessionHours: 3, sessionTime: { from: '14:00', until: '17:00' } },
  /** Phase 2 BUILD: weeks 5–10, a build session on Tuesdays and office hours on Fridays, each week. */
  build: {
    firstWeek: 5,
    lastWeek: 10,
    buildSessionHours: 2,
    buildSessionTime: { from: '16:00', until: '18:00' },
    officeHours: 1,
    officeHoursTime: { from: '12:00', until: '13:00' },
  },
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
  roadmapDays: 90,
} as const satisfies CohortProgramme;
