/**
 * The pricing page's FAQ. The FAQ page /de/faq answers seven of the same
 * questions with these very objects, so it imports this module rather than
 * the whole pricing page's content.
 */
import type { FaqItem, SectionIntro } from './types';

export interface PricingFaqContent extends SectionIntro {
  items: ReadonlyArray<FaqItem>;
}
