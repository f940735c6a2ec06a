/**
 * The Academy's cohort programme as search engines read it: the `Course`
 * JSON-LD of the Academy page. Each language names and describes it in
 * `src/content/words/cohortCourse.json`.
 */
import { cohortFacts } from './cohortFacts';
import { contentModule } from './contentModule';
import type { NameAndDescription } from './types';
import { fillIn } from '../lib/template';

/**
 * What a language writes: the programme's name, a one-sentence description,
 * which may name the programme's facts (`cohortFacts`: `{weeks}`,
 * `{teachWeeks}`…), and the name of its weekly office hours.
 */
export interface CohortCourseWords extends NameAndDescription {
  officeHours: string;
}

/** The course as the Academy page's Course data names it. */
export type CohortCourse = CohortCourseWords;

/** The module as each language writes it (src/content/words/cohortCourse.json), for the registry (siteContent.ts). */
export const cohortCourseModule = contentModule(
  ({ cohortCourseWords: words }: { cohortCourseWords: CohortCourseWords }, locale): { cohortCourse: CohortCourse } => ({
    cohortCourse: { ...words, description: fillIn(words.description, cohortFacts(locale)) },
  }),
);
