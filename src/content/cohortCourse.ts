/**
 * The Academy's cohort programme as search engines read it: the `Course`
 * JSON-LD of the Academy page. Each language names and describes it in
 * `src/content/words/cohortCourse.json`.
 */
import { contentModule } from './contentModule';
import type { NameAndDescription } from './pageContent';

/** What a language writes: the programme's name and a one-sentence description. */
export type CohortCourseWords = NameAndDescription;

/** The module as each language writes it (src/content/words/cohortCourse.json), for the registry (siteContent.ts). */
export const cohortCourseModule = contentModule(
  ({ cohortCourseWords: words }: { cohortCourseWords: CohortCourseWords }): { cohortCourse: NameAndDescription } => ({
    cohortCourse: { name: words.name, description: words.description },
  }),
);
