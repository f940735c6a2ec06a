import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { termsContent } from '../legal/terms';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `CGV: conditions de la plateforme d’IA suisse | ${operator.brand}`,
  description:
    'Les conditions générales de vente de la plateforme d’IA suisse: prestations, sous-traitance des données, prix et paiement, durée, support et for juridique.',
} as const satisfies PageMeta;

export const content = { meta, document: termsContent } as const satisfies PageContent<'terms'>;
