import { seoCheckContent } from '../content/seoChecks';
import { seoDashboardContent } from '../content/seoDashboard';
import type { SiteAudit } from '../lib/seo/siteAudit';
import { SeoDashboardIntro } from '../sections/seo/SeoDashboardIntro';
import { SeoDashboardTabs } from '../sections/seo/SeoDashboardTabs';

export interface SeoDashboardPageProps {
  /** The build's audit (the route loader hands it in; stories a fixture). */
  audit: SiteAudit;
}

/** /de/seo-dashboard (internal): the build's audit by page, in four tabs. */
export function SeoDashboardPage({ audit }: SeoDashboardPageProps) {
  return (
    <>
      <SeoDashboardIntro content={seoDashboardContent.intro} />
      <SeoDashboardTabs audit={audit} content={seoDashboardContent} words={seoCheckContent} />
    </>
  );
}
