/** The cohortCourse module: its words in each language (src/content/<segment>/cohortCourse.ts). */
import { contentModule } from './contentModule';
import type { NameAndDescription } from './pageContent';

/** The module as each language writes it (src/content/<segment>/cohortCourse.ts), for the registry (siteContent.ts). */
export const cohortCourseModule = contentModule((words: { cohortCourse: NameAndDescription }) => words);
