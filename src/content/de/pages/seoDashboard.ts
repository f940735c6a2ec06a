import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { seoDashboardContent } from '../seoDashboard';
import { seoCheckContent } from '../seoChecks';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `SEO-Dashboard: Meta-Tags und Scores (intern) | ${operator.brand}`,
  description:
    'Internes Dashboard zum letzten Build: Titel und Beschreibung jeder Seite mit Länge, Open Graph, Twitter, Canonical, Schema und Score, dazu Empfehlungen.',
} as const satisfies PageMeta;

export const content = { meta, seoDashboard: seoDashboardContent, checks: seoCheckContent } as const satisfies PageContent<'seoDashboard'>;
