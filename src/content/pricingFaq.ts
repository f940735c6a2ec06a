/**
 * The pricing page's FAQ. The FAQ page /de/faq answers seven of the same
 * questions with these very objects, so it imports this module rather than
 * the whole pricing page's content.
 */
import type { FaqItem, SectionIntro } from './types';
import { contentModule } from './contentModule';

export interface PricingFaqContent extends SectionIntro {
  items: ReadonlyArray<FaqItem>;
}

/** The module as each language writes it (src/content/<segment>/pricingFaq.ts), for the registry (siteContent.ts). */
export const pricingFaqModule = contentModule((words: { pricingFaq: PricingFaqContent }) => words);
