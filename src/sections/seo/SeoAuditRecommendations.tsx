import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { SeoAuditContent } from '../../content/seoAudit';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { SeoRecommendations } from './SeoRecommendations';

export interface SeoAuditRecommendationsProps {
  audit: SiteAudit;
  content: SeoAuditContent['recommendations'];
  words: SeoCheckContent;
}

const TITLE_ID = 'seo-recommendations-title';

/** The audit page's recommendations, most urgent first. */
export function SeoAuditRecommendations({ audit, content, words }: SeoAuditRecommendationsProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro titleId={TITLE_ID} title={content.title} intro={content.intro} />
      <SeoRecommendations audit={audit} words={words} />
    </Section>
  );
}
