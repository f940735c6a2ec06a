/** The academyFaq module: its words in each language (src/content/<segment>/academyFaq.ts). */
import { contentModule } from './contentModule';
import type { FaqItem } from './types';

/** The module as each language writes it (src/content/<segment>/academyFaq.ts), for the registry (siteContent.ts). */
export const academyFaqModule = contentModule((words: { academyFaq: ReadonlyArray<FaqItem> }) => words);
