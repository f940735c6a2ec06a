import { operator } from './operator';
import type { CohortProgramme } from './cohortProgramme';
import type { JsonLd } from '../lib/structuredData';

export interface CourseStructuredDataInput {
  course: { name: string; description: string };
  programme: CohortProgramme;
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
export function courseStructuredData({ course, programme, url }: CourseStructuredDataInput): JsonLd {
  const { teach, build, prices, timeZone } = programme;
  const buildWeeks = build.lastWeek - build.firstWeek + 1;
  const liveHours = teach.liveHours + buildWeeks * (build.buildSessionHours + build.officeHours);
  const provider = { '@type': 'Organization', name: operator.company, url: operator.siteOrigin };
  // One weekly slot, in Swiss time, for as many weeks as its phase lasts.
  const schedule = (name: string, days: ReadonlyArray<string>, startTime: string, endTime: string, hours: number, weeks: number) => ({
    '@type': 'Schedule',
    name,
    byDay: days.map(day),
    startTime,
    endTime,
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
    offers: [
      offer('Erste Person', prices.firstSeat),
      offer('Jede weitere Person derselben Organisation', prices.furtherSeat),
      offer('Tag vor Ort (optional)', prices.onsiteAddOn),
    ],
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      inLanguage: programme.language,
      courseWorkload: `PT${liveHours}H`,
      courseSchedule: [
        schedule('TEACH', ['Tuesday', 'Thursday'], '14:00', '17:00', teach.sessionHours, teach.lastWeek - teach.firstWeek + 1),
        schedule('BUILD', ['Tuesday'], '16:00', '18:00', build.buildSessionHours, buildWeeks),
        schedule('Sprechstunde', ['Friday'], '12:00', '13:00', build.officeHours, buildWeeks),
      ],
    },
  };
}
