import type { PageContent } from '../content/pageContent';
import type { SiteAudit } from '../lib/seo/siteAudit';
import { SeoDashboardIntro } from '../sections/seo/SeoDashboardIntro';
import { SeoDashboardTabs } from '../sections/seo/SeoDashboardTabs';

export interface SeoDashboardPageProps {
  /** The page's words in its language. */
  content: PageContent<'seoDashboard'>;
  /** The build's audit (the route loader hands it in; stories a fixture). */
  audit: SiteAudit;
}

/** /de/seo-dashboard (internal): the build's audit by page, in four tabs. */
export function SeoDashboardPage({ content, audit }: SeoDashboardPageProps) {
  const { seoDashboard: seoDashboardContent, checks: seoCheckContent } = content;
  return (
    <>
      <SeoDashboardIntro content={seoDashboardContent.intro} />
      <SeoDashboardTabs audit={audit} content={seoDashboardContent} words={seoCheckContent} />
    </>
  );
}

/** The page's module: the route hands the build's audit in beside the page's content. */
export const page = { Page: SeoDashboardPage };
