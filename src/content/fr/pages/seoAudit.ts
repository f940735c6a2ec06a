import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { seoAuditContent } from '../seoAudit';
import { seoCheckContent } from '../seoChecks';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Audit SEO: liste de contrôle des pages (interne) | ${operator.brand}`,
  description:
    'Contrôle interne de chaque page lors du build: titre, description, canonical, données structurées, sitemap et robots.txt, avec score et recommandations claires.',
} as const satisfies PageMeta;

export const content = { meta, seoAudit: seoAuditContent, checks: seoCheckContent } as const satisfies PageContent<'seoAudit'>;
