import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import type { Priority } from '../../lib/seo/summary';
import { recommendationsFor } from './recommendations';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';
import { Cluster } from '../../components/Cluster';

export interface SeoRecommendationsProps {
  audit: SiteAudit;
  /** The words of the checks, priorities and standing advice. */
  words: SeoCheckContent;
  /** Heading level of each recommendation's title. */
  headingLevel?: 3 | 4;
}

const tone: Record<Priority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };

const Text = styled.p`
  color: ${theme.colors.inkMuted};
  max-width: ${theme.measure.text};
`;

const Items = styled.ul`
  margin: 0;
  padding-left: ${theme.sizes.listIndent};
  overflow-wrap: anywhere;
`;

/** The audit's recommendations as cards, each with its priority in words (Hoch, Mittel, Niedrig). */
export function SeoRecommendations({ audit, words, headingLevel = 3 }: SeoRecommendationsProps) {
  return (
    <Grid element="ul" columns={{ base: 1 }} gap={{ base: 4 }}>
      {recommendationsFor(audit, words).map((recommendation) => (
        <Card as="li" key={recommendation.id}>
          <Cluster gap={3} align="baseline" justify="between">
            <Heading level={headingLevel} size="sm">
              {recommendation.title}
            </Heading>
            <Badge tone={tone[recommendation.priority]}>
              {words.priorityLabel}: {words.priorityLabels[recommendation.priority]}
            </Badge>
          </Cluster>
          <Text>{recommendation.description}</Text>
          {recommendation.items.length > 0 && (
            <Items>
              {recommendation.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Items>
          )}
        </Card>
      ))}
    </Grid>
  );
}
