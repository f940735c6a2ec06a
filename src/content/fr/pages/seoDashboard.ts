import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { seoDashboardContent } from '../seoDashboard';
import { seoCheckContent } from '../seoChecks';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Tableau de bord SEO: balises et scores (interne) | ${operator.brand}`,
  description:
    'Tableau de bord interne du dernier build: titre et description de chaque page avec longueur, Open Graph, Twitter, canonical, schema, score et recommandations.',
} as const satisfies PageMeta;

export const content = { meta, seoDashboard: seoDashboardContent, checks: seoCheckContent } as const satisfies PageContent<'seoDashboard'>;
