import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { aboutContent } from '../about';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `À propos: équipe, principes et convictions | ${operator.brand}`,
  description:
    'Qui se cache derrière la plateforme d’IA suisse: notre mission, trois principes de collaboration, l’équipe à Zurich et pourquoi vos données restent en Suisse.',
} as const satisfies PageMeta;

export const content = { meta, about: aboutContent } as const satisfies PageContent<'about'>;
