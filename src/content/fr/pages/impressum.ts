import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { impressumContent } from '../legal/impressum';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Mentions légales: exploitant, registre, contact | ${operator.brand}`,
  description: `Qui exploite ce site: ${operator.company} à Zurich, registre du commerce, numéros IDE et TVA, direction, contact et conseiller à la protection des données.`,
} as const satisfies PageMeta;

export const content = { meta, document: impressumContent } as const satisfies PageContent<'impressum'>;
