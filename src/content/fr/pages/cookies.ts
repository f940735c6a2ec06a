import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { cookiePolicyContent } from '../legal/cookies';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Politique relative aux cookies du site | ${operator.brand}`,
  description:
    'Quels cookies notre site utilise, pourquoi et pour combien de temps: nécessaires, fonctionnels et marketing, avec leur fournisseur. Modifiable à tout moment.',
} as const satisfies PageMeta;

export const content = { meta, document: cookiePolicyContent } as const satisfies PageContent<'cookies'>;
