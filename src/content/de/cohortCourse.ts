/** The Academy's programme as search engines read it (the `Course` JSON-LD of /de/academy), in German. */
import type { CohortCourseWords } from '../cohortCourse';

export const cohortCourseWords = {
  name: 'Academy: KI-Kohortenprogramm für Führungsteams',
  description:
    'Zehn Wochen, remote und live auf Deutsch: vier Wochen Unterricht zu KI in der Organisation, sechs Wochen begleitetes Bauen an eigenen Abläufen, mit Zertifikat.',
} as const satisfies CohortCourseWords;
