import type { PageContent } from '../content/pageContent';
import type { SiteAudit } from '../lib/seo/siteAudit';
import { SeoAuditRecommendations } from '../sections/seo/SeoAuditRecommendations';
import { SeoAuditSummary } from '../sections/seo/SeoAuditSummary';
import { SeoChecklist } from '../sections/seo/SeoChecklist';
import { SeoContactCta } from '../sections/seo/SeoContactCta';

export interface SeoAuditPageProps {
  /** The page's words in its language. */
  content: PageContent<'seoAudit'>;
  /** The build's audit (the route loader hands it in; stories a fixture). */
  audit: SiteAudit;
}

/** /de/seo-audit (internal): the site's score, the checklist by category, recommendations and a way to talk them through. */
export function SeoAuditPage({ content, audit }: SeoAuditPageProps) {
  const { seoAudit: seoAuditContent, checks: seoCheckContent } = content;
  return (
    <>
      <SeoAuditSummary audit={audit} content={seoAuditContent} words={seoCheckContent} />
      <SeoChecklist audit={audit} content={seoAuditContent.checklist} words={seoCheckContent} />
      <SeoAuditRecommendations audit={audit} content={seoAuditContent.recommendations} words={seoCheckContent} />
      <SeoContactCta content={seoAuditContent.contact} />
    </>
  );
}

/** The page's module: the route hands the build's audit in beside the page's content. */
export const page = { Page: SeoAuditPage };
