import { seoAuditContent } from '../content/seoAudit';
import { seoCheckContent } from '../content/seoChecks';
import type { SiteAudit } from '../lib/seo/siteAudit';
import { SeoAuditRecommendations } from '../sections/seo/SeoAuditRecommendations';
import { SeoAuditSummary } from '../sections/seo/SeoAuditSummary';
import { SeoChecklist } from '../sections/seo/SeoChecklist';
import { SeoContactCta } from '../sections/seo/SeoContactCta';

export interface SeoAuditPageProps {
  /** The build's audit (the route loader hands it in; stories a fixture). */
  audit: SiteAudit;
}

/** /de/seo-audit (internal): the site's score, the checklist by category, recommendations and a way to talk them through. */
export function SeoAuditPage({ audit }: SeoAuditPageProps) {
  return (
    <>
      <SeoAuditSummary audit={audit} content={seoAuditContent} words={seoCheckContent} />
      <SeoChecklist audit={audit} content={seoAuditContent.checklist} words={seoCheckContent} />
      <SeoAuditRecommendations audit={audit} content={seoAuditContent.recommendations} words={seoCheckContent} />
      <SeoContactCta content={seoAuditContent.contact} />
    </>
  );
}
