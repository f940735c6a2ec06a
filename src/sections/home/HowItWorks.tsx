import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import type { HowItWorksContent } from '../../content/home';
import { SectionIntro } from '../../components/SectionIntro';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Grid } from '../../components/Grid';

export interface HowItWorksProps {
  /** The section's words (`HowItWorksContent`), from `src/content/home.ts`; nothing the section says is written in the component. */
  content: HowItWorksContent;
}

const TITLE_ID = 'home-how-it-works-title';

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  ${cardSurface({ ground: 'paper' })}

  p {
    color: ${theme.colors.inkMuted};
  }
`;

const StepNumber = styled.span`
  font-size: ${theme.fontSizes['3xl']};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
`;

/** The road from the first call to daily use, in four numbered steps. */
export function HowItWorks({ content }: HowItWorksProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ol" columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: 6 }} aria-labelledby={TITLE_ID}>
        {content.steps.map((step, index) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StepNumber>
            <Heading level={3} size="md">
              {step.title}
            </Heading>
            <p>{step.text}</p>
          </Step>
        ))}
      </Grid>
    </Section>
  );
}
