import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { pricingContent } from '../pricing';
import { plansContent, platformProduct } from '../plans';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Preise für KI aus der Schweiz: Pläne und Tokens | ${operator.brand}`,
  description:
    'Was die Schweizer KI-Plattform kostet: Business für Teams ab 35 Personen mit 10 Millionen Tokens, Enterprise auf Anfrage. Hosting in Zürich, Preise exkl. MWST.',
} as const satisfies PageMeta;

export const content = { meta, pricing: pricingContent, plans: plansContent, product: platformProduct } as const satisfies PageContent<'pricing'>;
