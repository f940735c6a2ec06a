/** The Academy’s programme as search engines read it (the `Course` JSON-LD of /en/academy), in English. */
import type { CohortCourseWords } from '../cohortCourse';

export const cohortCourseWords = {
  name: 'Academy: AI cohort programme for leadership teams',
  description:
    'Ten weeks, remote and taught live in German: four weeks of teaching on AI in the organisation, then six weeks of guided work on your own processes, with a certificate.',
} as const satisfies CohortCourseWords;
