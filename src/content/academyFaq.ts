/**
 * The Academy's 13 questions and answers (spec §9: «Academy FAQ has 13
 * questions»). The accordion shows them and the page's `FAQPage` JSON-LD
 * repeats them, both from this one list. The questions' order and their
 * anchors are here; each language words them in
 * `src/content/words/academyFaq.json`, the cohort's figures, times and
 * prices filled in from `cohortProgramme`.
 */
import type { FaqItem } from './types';
import { cohortFacts } from './cohortFacts';
import { contentModule } from './contentModule';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';
import { operator } from './operator';

/** The questions in the accordion's order; each id becomes its answer's anchor, the same in every language. */
const questions = [
  'audience',
  'time-needed',
  'online',
  'language',
  'costs',
  'vat',
  'day-on-site',
  'missed-session',
  'certificate',
  'teach-and-build',
  'results',
  'after-the-programme',
  'next-cohort',
] as const;

type QuestionId = (typeof questions)[number];

/**
 * What a language writes for the Academy's questions: each question and its
 * answer's paragraphs, by the question's id. Both may name the cohort's facts
 * (`cohortFacts`: `{weeks}`, `{teachFrom}`, `{firstSeat}`, `{exampleTotal}`, …)
 * and the VAT rate as `{vatRate}`.
 */
export type AcademyFaqWords = Readonly<Record<QuestionId, { question: Template; answer: ReadonlyArray<Template> }>>;

/** The module as each language writes it (src/content/words/academyFaq.json), for the registry (siteContent.ts). */
export const academyFaqModule = contentModule(({ academyFaqWords: words }: { academyFaqWords: AcademyFaqWords }, locale): { academyFaq: ReadonlyArray<FaqItem> } => {
  const facts = { ...cohortFacts(locale), vatRate: formatterFor(locale).percent(operator.vatRatePercent) };
  return {
    academyFaq: questions.map((id) => ({
      id,
      question: fillIn(words[id].question, facts),
      answer: words[id].answer.map((paragraph) => fillIn(paragraph, facts)),
    })),
  };
});
