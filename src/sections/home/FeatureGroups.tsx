import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import type { FeatureGroupsContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { IconTile } from '../../components/listStyles';
import { media, theme } from '../../design/theme';
import { Cluster } from '../../components/Cluster';
import { Grid } from '../../components/Grid';

export interface FeatureGroupsProps {
  /** The section's words (`FeatureGroupsContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: FeatureGroupsContent;
}

const TITLE_ID = 'home-features-title';

const Group = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  padding-block: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};

  &:last-child {
    padding-bottom: 0;
  }

  ${media.lg} {
    grid-template-columns: 1fr 2fr;
    gap: ${theme.space[6]};
  }
`;

const Index = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.inkMuted};
`;

const Feature = styled.li`
  display: flex;
  gap: ${theme.space[4]};

  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
`;

/** Every capability of the platform, grouped by what it helps with. */
export function FeatureGroups({ content }: FeatureGroupsProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />

      {content.groups.map((group, index) => (
        <Group key={group.id}>
          <Cluster gap={3} align="baseline" wrap={false}>
            <Index aria-hidden="true">{String(index + 1).padStart(2, '0')}</Index>
            <Heading level={3} size="md">
              {group.title}
            </Heading>
          </Cluster>
          <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 5, md: 6 }}>
            {group.features.map((feature) => (
              <Feature key={feature.title}>
                <IconTile>
                  <Icon icon={feature.icon} />
                </IconTile>
                <div>
                  <Heading level={4} size="sm">
                    {feature.title}
                  </Heading>
                  <p>{feature.text}</p>
                </div>
              </Feature>
            ))}
          </Grid>
        </Group>
      ))}
    </Section>
  );
}
