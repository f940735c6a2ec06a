import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Badge } from '../../components/Badge';
import type { ProblemSolutionContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';
import { Grid } from '../../components/Grid';

export interface ProblemSolutionProps {
  /** The intro and three steps: problem, solution, result, each with its label. */
  content: ProblemSolutionContent;
}

const TITLE_ID = 'academy-why-title';

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  ${cardSurface()}

  p {
    color: ${theme.colors.inkMuted};
  }
`;

/** Why a team needs the programme: where it stands today, what the programme does and what it leaves behind. */
export function ProblemSolution({ content }: ProblemSolutionProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, md: 3 }} gap={{ base: 5 }} aria-labelledby={TITLE_ID}>
        {content.steps.map((step, index) => (
          <Step key={step.label}>
            <Badge tone={index === content.steps.length - 1 ? 'success' : 'neutral'}>{step.label}</Badge>
            <Heading level={3} size="sm">
              {step.title}
            </Heading>
            <p>{step.text}</p>
          </Step>
        ))}
      </Grid>
    </Section>
  );
}
