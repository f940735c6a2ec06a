/** The Academy's programme as search engines read it (the `Course` JSON-LD of /fr/academy), in French. */
import type { CohortCourseWords } from '../cohortCourse';

export const cohortCourseWords = {
  name: 'Academy: programme en cohorte sur l’IA pour les équipes de direction',
  description:
    'Dix semaines, à distance et en direct, en allemand: quatre semaines d’enseignement sur l’IA dans l’organisation, six semaines de travail accompagné sur ses propres processus, avec certificat.',
} as const satisfies CohortCourseWords;
