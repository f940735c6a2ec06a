import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { faqContent } from '../faq';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `FAQ: données, technique et mise en place | ${operator.brand}`,
  description:
    'Réponses sur la protection des données, l’hébergement à Zurich, les modèles de langage, les tokens, la mise en place et le support: filtrer, chercher, partager.',
} as const satisfies PageMeta;

export const content = { meta, faq: faqContent } as const satisfies PageContent<'faq'>;
