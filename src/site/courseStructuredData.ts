import { operator } from '../content/operator';
import type { CohortProgramme } from '../content/cohortProgramme';
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
        {
          '@type': 'Schedule',
          name: 'TEACH',
          byDay: [day('Tuesday'), day('Thursday')],
          startTime: '14:00',
          endTime: '17:00',
          duration: `PT${teach.sessionHours}H`,
          repeatFrequency: 'P1W',
          repeatCount: teach.lastWeek - teach.firstWeek + 1,
          scheduleTimezone: timeZone,
        },
        {
          '@type': 'Schedule',
          name: 'BUILD',
          byDay: [day('Tuesday')],
          startTime: '16:00',
          endTime: '18:00',
          duration: `PT${build.buildSessionHours}H`,
          repeatFrequency: 'P1W',
          repeatCount: buildWeeks,
          scheduleTimezone: timeZone,
        },
        {
          '@type': 'Schedule',
          name: 'Sprechstunde',
          byDay: [day('Friday')],
          startTime: '12:00',
          endTime: '13:00',
          duration: `PT${build.officeHours}H`,
          repeatFrequency: 'P1W',
          repeatCount: buildWeeks,
          scheduleTimezone: timeZone,
        },
      ],
    },
  };
}
