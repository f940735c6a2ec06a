/** The Academy's programme as search engines read it (the `Course` JSON-LD of /it/academy), in Italian. */
import type { CohortCourseWords } from '../cohortCourse';

export const cohortCourseWords = {
  name: 'Academy: programma a coorti sull’IA per team di direzione',
  description:
    'Dieci settimane a distanza, dal vivo e in tedesco: quattro settimane di lezioni sull’IA nell’organizzazione e sei settimane di lavoro accompagnato sui propri processi, con certificato.',
} as const satisfies CohortCourseWords;
