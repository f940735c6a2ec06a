import { describe, expect, it } from 'vitest';
import { cohortProgramme } from './cohortProgramme';
import { courseStructuredData } from './courseStructuredData';
import { contentFor } from './siteContent';

const { cohortCourse } = contentFor('de-CH').cohortCourse;

const course = courseStructuredData({ course: cohortCourse, programme: cohortProgramme, url: 'https://example.ch/de/academy' });
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
});
