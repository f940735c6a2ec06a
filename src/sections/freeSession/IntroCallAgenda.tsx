import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import type { IntroCallAgendaContent } from '../../content/freeSession';
import { theme } from '../../design/theme';
import { roundMark } from '../../components/surfaces';

export interface IntroCallAgendaProps {
  /** Eyebrow, title, intro and the things to expect, in the order of the call. */
  content: IntroCallAgendaContent;
}

const TITLE_ID = 'free-session-agenda-title';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[5]};
  max-width: ${theme.measure.intro};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: ${theme.sizes.touchTarget} minmax(0, 1fr);
  gap: ${theme.space[4]};
  align-items: start;

  p {
    margin-top: ${theme.space[1]};
    color: ${theme.colors.inkMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  ${roundMark}
  background: ${theme.colors.ink};
  color: ${theme.colors.paper};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** The course of the 30 minutes, as a numbered list: from the visitor's situation to an honest recommendation. */
export function IntroCallAgenda({ content }: IntroCallAgendaProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Steps aria-labelledby={TITLE_ID}>
        {content.steps.map((step, index) => (
          <Item key={step.title}>
            {/* The list is ordered already; the number is for the eye. */}
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <div>
              <Heading level={3} size="sm">
                {step.title}
              </Heading>
              <p>{step.text}</p>
            </div>
          </Item>
        ))}
      </Steps>
    </Section>
  );
}
