import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { faqContent } from '../faq';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `FAQ: Datenschutz, Technik und Einführung | ${operator.brand}`,
  description:
    'Antworten zu Datenschutz, Hosting in Zürich, Sprachmodellen, Tokens, Einführung und Support: nach Thema filtern, Stichworte suchen, Antworten direkt verlinken.',
} as const satisfies PageMeta;

export const content = { meta, faq: faqContent } as const satisfies PageContent<'faq'>;
