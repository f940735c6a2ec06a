/**
 * The cohort programme's figures, times and prices formatted for one
 * language: the placeholders the Academy's words (the page, its questions,
 * its search-engine description) and the home page's teaser may name. The
 * figures are `cohortProgramme`'s; this module only formats them.
 */
import { cohortProgramme } from './cohortProgramme';
import { cohortSeatTotal } from '../lib/cohortSeats';
import { formatterFor } from '../lib/format';
import type { Locale } from '../lib/locales';

/** The team of the price example: its size is `{exampleTeam}`, what it pays `{exampleTotal}`. */
const EXAMPLE_TEAM = 6;

/**
 * The cohort's figures, times and prices, formatted for one language: the
 * placeholders the Academy's words (the page and its questions) may name,
 * e.g. `{weeks}`, `{teachFrom}`–`{teachUntil}`, `{firstSeat}`.
 */
export function cohortFacts(locale: Locale) {
  const format = formatterFor(locale);
  const time = (value: string) => format.time(value);
  const { weeks, teach, build, onsiteWeeks, prices, timeZone } = cohortProgramme;
  return {
    weeks: format.number(weeks),
    teachWeeks: format.number(teach.lastWeek - teach.firstWeek + 1),
    teachFirstWeek: format.number(teach.firstWeek),
    teachLastWeek: format.number(teach.lastWeek),
    liveHours: format.number(teach.liveHours),
    sessions: format.number(teach.sessions),
    sessionHours: format.number(teach.sessionHours),
    teachFrom: time(teach.sessionTime.from),
    teachUntil: time(teach.sessionTime.until),
    buildFirstWeek: format.number(build.firstWeek),
    buildLastWeek: format.number(build.lastWeek),
    buildWeeks: format.number(build.lastWeek - build.firstWeek + 1),
    buildSessionHours: format.number(build.buildSessionHours),
    buildFrom: time(build.buildSessionTime.from),
    buildUntil: time(build.buildSessionTime.until),
    officeHours: format.number(build.officeHours),
    officeFrom: time(build.officeHoursTime.from),
    officeUntil: time(build.officeHoursTime.until),
    onsiteFrom: format.number(onsiteWeeks.from),
    onsiteTo: format.number(onsiteWeeks.to),
    timeZone,
    roadmapDays: format.number(cohortProgramme.roadmapDays),
    firstSeat: format.chf(prices.firstSeat),
    furtherSeat: format.chf(prices.furtherSeat),
    onsiteAddOn: format.chf(prices.onsiteAddOn),
    /** What a further seat saves against the first: «50 %». */
    furtherSeatDiscount: format.percent(100 * (1 - prices.furtherSeat / prices.firstSeat)),
    exampleTeam: format.number(EXAMPLE_TEAM),
    exampleTotal: format.chf(cohortSeatTotal({ participants: EXAMPLE_TEAM, withOnsiteDay: false }, prices).total),
  };
}
