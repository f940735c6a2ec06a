import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { pricingContent } from '../pricing';
import { plansContent, platformProduct } from '../plans';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Tarifs de l’IA suisse: formules et tokens | ${operator.brand}`,
  description:
    'Ce que coûte la plateforme d’IA suisse: Business dès 35 personnes avec 10 millions de tokens, Enterprise sur demande. Hébergement à Zurich, prix hors TVA.',
} as const satisfies PageMeta;

export const content = { meta, pricing: pricingContent, plans: plansContent, product: platformProduct } as const satisfies PageContent<'pricing'>;
