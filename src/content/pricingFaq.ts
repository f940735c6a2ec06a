/**
 * The pricing page's FAQ. The FAQ page /de/faq answers seven of the same
 * questions with these very objects, so it builds on this module rather
 * than on the whole pricing page's content. The questions, in order, and
 * the figures the answers quote are here; each language words them in
 * `src/content/words/pricingFaq.json`.
 */
import type { FaqItem, SectionIntro } from './types';
import { contentModule } from './contentModule';
import { businessPlanIncludes } from './plans';
import { formatterFor } from '../lib/format';
import { fillIn, type Template } from '../lib/template';

export interface PricingFaqContent extends SectionIntro {
  items: ReadonlyArray<FaqItem>;
}

/** The questions in the page's order; each id is its answer's anchor. */
const pricingFaqItemIds = ['implementation', 'tokens', 'models', 'languages', 'file-formats', 'hosting', 'support'] as const;

export type PricingFaqItemId = (typeof pricingFaqItemIds)[number];

/** Tokens per word, roughly: the range the token answer gives. */
const tokensPerWord = { from: 1.3, to: 1.5 } as const;

/** Within how many hours the support usually answers. */
const supportAnswersWithinHours = 24;

/** What a language writes: the section's intro, each question and its answer by the question's id. */
export interface PricingFaqWords extends SectionIntro {
  /**
   * One string per paragraph of an answer. The answers may name the tokens
   * per word as `{tokensFrom}` to `{tokensTo}`, the support's hours on
   * weekdays as `{supportFrom}` to `{supportUntil}` (24-hour clock) and the
   * hours within which it answers as `{supportAnswersWithin}`, the weeks
   * until a team works with the platform as `{weeksToProductive}`.
   */
  items: Readonly<Record<PricingFaqItemId, { question: string; answer: ReadonlyArray<Template> }>>;
}

/** The module as each language writes it (src/content/words/pricingFaq.json), for the registry (siteContent.ts). */
export const pricingFaqModule = contentModule(({ pricingFaqWords: words }: { pricingFaqWords: PricingFaqWords }, locale): { pricingFaq: PricingFaqContent } => {
  const format = formatterFor(locale);
  const figures = {
    tokensFrom: format.number(tokensPerWord.from),
    tokensTo: format.number(tokensPerWord.to),
    supportFrom: format.time(businessPlanIncludes.supportHours.from, { short: true }),
    supportUntil: format.time(businessPlanIncludes.supportHours.until, { short: true }),
    supportAnswersWithin: format.number(supportAnswersWithinHours),
    weeksToProductive: format.number(businessPlanIncludes.onboarding.weeksToProductive),
  };
  return {
    pricingFaq: {
      eyebrow: words.eyebrow,
      title: words.title,
      intro: words.intro,
      items: pricingFaqItemIds.map((id) => ({
        id,
        question: words.items[id].question,
        answer: words.items[id].answer.map((paragraph) => fillIn(paragraph, figures)),
      })),
    },
  };
});
