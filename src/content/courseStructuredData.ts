import { operator } from './operator';
import type { CohortProgramme, SessionTime } from './cohortProgramme';
import type { JsonLd } from '../lib/structuredData';

export interface CourseStructuredDataInput {
  /** The programme's name, description and the name of its weekly office hours, in the page's language. */
  course: { name: string; description: string; officeHours: string };
  programme: CohortProgramme;
  /** The price lines as the page shows them: each offer is named as its line. */
  priceLines: ReadonlyArray<{ id: keyof CohortProgramme['prices']; label: string }>;
  /** The canonical address of the Academy page. */
  url: string;
}

const day = (name: string) => `https://schema.org/${name}`;

/**
 * schema.org `Course` with one online `CourseInstance`: the weekly schedules
 * of both phases, the live workload and the three prices in CHF excl. VAT.
 * Google shows no course rich result any more; the markup stays valid
 * schema.org for every other reader.
 */
export function courseStructuredData({ course, programme, priceLines, url }: CourseStructuredDataInput): JsonLd {
  const { teach, build, prices, timeZone } = programme;
  const buildWeeks = build.lastWeek - build.firstWeek + 1;
  const liveHours = teach.liveHours + buildWeeks * (build.buildSessionHours + build.officeHours);
  const provider = { '@type': 'Organization', name: operator.company, url: operator.siteOrigin };
  // One weekly slot, in Swiss time, for as many weeks as its phase lasts.
  const schedule = (name: string, days: ReadonlyArray<string>, time: SessionTime, hours: number, weeks: number) => ({
    '@type': 'Schedule',
    name,
    byDay: days.map(day),
    startTime: time.from,
    endTime: time.until,
    duration: `PT${hours}H`,
    repeatFrequency: 'P1W',
    repeatCount: weeks,
    scheduleTimezone: timeZone,
  });
  const offer = (name: string, price: number) => ({ '@type': 'Offer', name, price, priceCurrency: 'CHF', category: 'Paid', url });
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url,
    inLanguage: programme.language,
    provider,
    offers: priceLines.map(({ id, label }) => offer(label, prices[id])),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      inLanguage: programme.language,
      courseWorkload: `PT${liveHours}H`,
      courseSchedule: [
        schedule('TEACH', ['Tuesday', 'Thursday'], teach.sessionTime, teach.sessionHours, teach.lastWeek - teach.firstWeek + 1),
        schedule('BUILD', ['Tuesday'], build.buildSessionTime, build.buildSessionHours, buildWeeks),
        schedule(course.officeHours, ['Friday'], build.officeHoursTime, build.officeHours, buildWeeks),
      ],
    },
  };
}
