import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { termsContent } from '../legal/terms';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `AGB: Vertragsbedingungen für die KI-Plattform | ${operator.brand}`,
  description:
    'Die Allgemeinen Geschäftsbedingungen für die Schweizer KI-Plattform: Leistungen, Auftragsbearbeitung, Preise und Zahlung, Laufzeit, Support und Gerichtsstand.',
} as const satisfies PageMeta;

export const content = { meta, document: termsContent } as const satisfies PageContent<'terms'>;
