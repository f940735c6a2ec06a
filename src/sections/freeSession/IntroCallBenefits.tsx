import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { IconTile, PlainList } from '../../components/listStyles';
import type { IntroCallBenefitsContent } from '../../content/freeSession';

export interface IntroCallBenefitsProps {
  /** Eyebrow, title, intro and the three benefits, each with an icon, a title and a sentence. */
  content: IntroCallBenefitsContent;
}

const TITLE_ID = 'free-session-benefits-title';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Benefit = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.paper};

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** Three cards: Swiss data security, practical use, human support. */
export function IntroCallBenefits({ content }: IntroCallBenefitsProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid aria-labelledby={TITLE_ID}>
        {content.benefits.map((benefit) => (
          <Benefit key={benefit.title}>
            <IconTile $tone="surface">
              <Icon icon={benefit.icon} />
            </IconTile>
            <Heading level={3} size="sm">
              {benefit.title}
            </Heading>
            <p>{benefit.text}</p>
          </Benefit>
        ))}
      </Grid>
    </Section>
  );
}
