import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Section } from '../../components/Section';
import { TabSet } from '../../components/TabSet';
import { Island } from '../../components/Island';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SeoDashboardContent, SeoDashboardTabId } from '../../content/seoDashboard';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { SeoOverviewTable } from './SeoOverviewTable';
import { SeoPageMeta } from './SeoPageMeta';
import { SeoRecommendations } from './SeoRecommendations';
import { SeoResources } from './SeoResources';
import { theme } from '../../design/theme';

export interface SeoDashboardTabsProps {
  audit: SiteAudit;
  content: SeoDashboardContent;
  /** Words of the checks, scores and recommendations. */
  words: SeoCheckContent;
  /** The tab shown at first: the overview when left out. */
  initialTab?: SeoDashboardTabId;
}

const OVERVIEW_TITLE_ID = 'seo-overview-title';

const PanelTitle = styled(Heading)`
  margin-bottom: ${theme.space[5]};
`;

/**
 * The dashboard's four tabs (overview, meta tags, recommendations,
 * resources), a tab set the platform runs. Changing the tab scrolls the
 * page to the top, as the specification asks, so a long table never leaves
 * the reader mid-page (the behaviour `tabSets`). Only the page selector of
 * the meta tags is an island; it hydrates when its tab is shown.
 */
export function SeoDashboardTabs({ audit, content, words, initialTab = 'overview' }: SeoDashboardTabsProps) {
  const tabs = [
    {
      id: 'overview',
      label: content.tabs.overview,
      content: (
        <>
          <PanelTitle level={2} size="md" id={OVERVIEW_TITLE_ID}>
            {content.overview.title}
          </PanelTitle>
          <SeoOverviewTable audit={audit} content={content.overview} words={words} titleId={OVERVIEW_TITLE_ID} />
        </>
      ),
    },
    {
      id: 'meta',
      label: content.tabs.meta,
      content: (
        <>
          <PanelTitle level={2} size="md">
            {content.pageSelector.title}
          </PanelTitle>
          <Island component={SeoPageMeta} props={{ audit, content: content.pageSelector, words: { score: words.score } }} />
        </>
      ),
    },
    {
      id: 'recommendations',
      label: content.tabs.recommendations,
      content: (
        <>
          <PanelTitle level={2} size="md">
            {content.recommendationsTitle}
          </PanelTitle>
          <SeoRecommendations audit={audit} words={words} />
        </>
      ),
    },
    {
      id: 'resources',
      label: content.tabs.resources,
      content: (
        <>
          <PanelTitle level={2} size="md">
            {content.resources.title}
          </PanelTitle>
          <SeoResources content={content.resources} />
        </>
      ),
    },
  ];
  return (
    <Section spacing="compact">
      <TabSet tabs={tabs} label={content.tabsLabel} defaultTabId={initialTab} scrollsToTop />
    </Section>
  );
}
