import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { IconTile } from '../../components/listStyles';
import type { IconFeature, SectionIntro as SectionIntroContent } from '../../content/types';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';
import { cardSurface } from '../../components/surfaces';

export interface IconFeatureCardsProps {
  /** Eyebrow, title and intro above the cards; the title also names the list. */
  content: SectionIntroContent;
  /** The cards, each with an icon, a short title and a sentence; three fill a row on wide screens. */
  features: ReadonlyArray<IconFeature>;
  /** Id of the section's h2, unique on the page. */
  titleId: string;
}

const FeatureCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'paper' })}

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** A band of icon cards on the neutral background: benefits, principles, promises. */
export function IconFeatureCards({ content, features, titleId }: IconFeatureCardsProps) {
  return (
    <Section labelledBy={titleId} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={titleId} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, lg: 3 }} gap={{ base: 5, lg: 6 }} aria-labelledby={titleId}>
        {features.map((feature) => (
          <FeatureCard key={feature.title}>
            <IconTile $tone="surface">
              <Icon icon={feature.icon} />
            </IconTile>
            <Heading level={3} size="sm">
              {feature.title}
            </Heading>
            <p>{feature.text}</p>
          </FeatureCard>
        ))}
      </Grid>
    </Section>
  );
}
