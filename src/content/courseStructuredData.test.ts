import { describe, expect, it } from 'vitest';
import { cohortProgramme } from './cohortProgramme';
import { courseStructuredData } from './courseStructuredData';
import { contentFor } from './siteContent';

const courseIn = (locale: 'de-CH' | 'fr-CH') => {
  const content = contentFor(locale);
  return courseStructuredData({ course: content.cohortCourse.cohortCourse, programme: cohortProgramme, priceLines: content.academy.academyContent.prices.lines, url: 'https://example.ch/academy' });
};
const course = courseIn('de-CH');
const instance = course.hasCourseInstance as Record<string, unknown>;

describe('courseStructuredData', () => {
  it('is an online course instance with the live workload of both phases', () => {
    expect(course['@type']).toBe('Course');
    expect(instance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'online' });
    // 24 h TEACH plus six weeks of 2 h build session and 1 h office hours.
    expect(instance.courseWorkload).toBe('PT42H');
  });

  it('offers the three prices in CHF', () => {
    expect(course.offers).toEqual([
      expect.objectContaining({ price: 10000, priceCurrency: 'CHF' }),
      expect.objectContaining({ price: 5000, priceCurrency: 'CHF' }),
      expect.objectContaining({ price: 6900, priceCurrency: 'CHF' }),
    ]);
  });

  it('gives the weekly schedules in Swiss time', () => {
    const schedules = instance.courseSchedule as ReadonlyArray<Record<string, unknown>>;
    expect(schedules.map((schedule) => [schedule.name, schedule.startTime, schedule.repeatCount])).toEqual([
      ['TEACH', '14:00', 4],
      ['BUILD', '16:00', 6],
      ['Sprechstunde', '12:00', 6],
    ]);
    for (const schedule of schedules) expect(schedule.scheduleTimezone).toBe('Europe/Zurich');
  });

  // The French page's data spoke German: its offers and office hours were written into this module.
  it('names the offers and the office hours in the language of the page, the times from the programme', () => {
    const french = courseIn('fr-CH');
    expect((french.offers as ReadonlyArray<{ name: string }>).map((offer) => offer.name)).toEqual([
      'Première personne',
      'Chaque personne supplémentaire de la même organisation',
      'Journée sur place (en option)',
    ]);
    const schedules = (french.hasCourseInstance as Record<string, unknown>).courseSchedule as ReadonlyArray<Record<string, unknown>>;
    expect(schedules.map((schedule) => [schedule.name, schedule.startTime, schedule.endTime])).toEqual([
      ['TEACH', cohortProgramme.teach.sessionTime.from, cohortProgramme.teach.sessionTime.until],
      ['BUILD', cohortProgramme.build.buildSessionTime.from, cohortProgramme.build.buildSessionTime.until],
      ['Permanence', cohortProgramme.build.officeHoursTime.from, cohortProgramme.build.officeHoursTime.until],
    ]);
  });
});
