import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import type { ApiBenefitsContent } from '../../content/apiProducts';
import { BesideIcon, IconTile } from '../../components/listStyles';
import { RichText } from './RichText';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';
import { cardSurface } from '../../components/surfaces';

export interface ApiBenefitsProps {
  /** The section's words (`ApiBenefitsContent`), from `src/content/apiProducts.ts`; nothing the section says is written in the component. */
  content: ApiBenefitsContent;
}

const TITLE_ID = 'api-benefits-title';

const Benefit = styled.li`
  display: flex;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  ${cardSurface({ ground: 'paper' })}

  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
`;

/** Why this API: compatibility, Swiss hosting, choice of models, embeddings. */
export function ApiBenefits({ content }: ApiBenefitsProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, md: 2 }} gap={{ base: 5, md: 6 }} aria-labelledby={TITLE_ID}>
        {content.benefits.map((benefit) => (
          <Benefit key={benefit.title}>
            <IconTile $tone="surface">
              <Icon icon={benefit.icon} />
            </IconTile>
            <BesideIcon>
              <Heading level={3} size="sm">
                {benefit.title}
              </Heading>
              <p>
                <RichText parts={benefit.text} />
              </p>
            </BesideIcon>
          </Benefit>
        ))}
      </Grid>
    </Section>
  );
}
