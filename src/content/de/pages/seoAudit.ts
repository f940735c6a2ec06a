import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { seoAuditContent } from '../seoAudit';
import { seoCheckContent } from '../seoChecks';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `SEO-Audit: Checkliste aller Seiten (intern) | ${operator.brand}`,
  description:
    'Interne Prüfung jeder Seite beim Build: Titel, Beschreibung, Canonical, strukturierte Daten, Sitemap und robots.txt, mit Punktzahl und klaren Empfehlungen.',
} as const satisfies PageMeta;

export const content = { meta, seoAudit: seoAuditContent, checks: seoCheckContent } as const satisfies PageContent<'seoAudit'>;
