import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Badge } from '../../components/Badge';
import { PlainList } from '../../components/listStyles';
import type { ProblemSolutionContent } from '../../content/academy';
import { media, theme } from '../../design/theme';
import { cardSurface } from '../../components/surfaces';

export interface ProblemSolutionProps {
  /** The intro and three steps: problem, solution, result, each with its label. */
  content: ProblemSolutionContent;
}

const TITLE_ID = 'academy-why-title';

const Steps = styled(PlainList)`
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

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
      <Steps aria-labelledby={TITLE_ID}>
        {content.steps.map((step, index) => (
          <Step key={step.label}>
            <Badge tone={index === content.steps.length - 1 ? 'success' : 'neutral'}>{step.label}</Badge>
            <Heading level={3} size="sm">
              {step.title}
            </Heading>
            <p>{step.text}</p>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
