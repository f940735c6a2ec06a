import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { TimelineContent } from '../../content/academy';
import { media, theme } from '../../design/theme';
import { roundMark } from '../../components/surfaces';

export interface MilestoneTimelineProps {
  /** The intro and the ten weekly milestones, in order. */
  content: TimelineContent;
}

const TITLE_ID = 'academy-timeline-title';

/** An ordered list: a screen reader reads week by week, as the eye follows the line. */
const Milestones = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  border-left: ${theme.borderWidths.thick} solid ${theme.colors.line};

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-flow: column;
    grid-template-rows: repeat(5, auto);
    column-gap: ${theme.space[7]};
  }
`;

const Milestone = styled.li`
  position: relative;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} 0 ${theme.space[3]} ${theme.space[5]};

  /* The dot on the line, decorative. */
  &::before {
    content: '';
    position: absolute;
    top: ${theme.space[4]};
    left: calc(-1 * ${theme.space[2]} + -1 * ${theme.borderWidths.thin});
    width: ${theme.space[3]};
    height: ${theme.space[3]};
    ${roundMark}
    background: ${theme.colors.accent};
  }
`;

const Week = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.inkMuted};
`;

const Title = styled.span`
  font-weight: ${theme.fontWeights.semibold};
`;

/** The ten weekly milestones, from the kickoff to the capstone and the 90-day roadmap. */
export function MilestoneTimeline({ content }: MilestoneTimelineProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Milestones aria-labelledby={TITLE_ID}>
        {content.milestones.map((milestone) => (
          <Milestone key={milestone.week}>
            <Week>{milestone.week}</Week>
            <Title>{milestone.title}</Title>
          </Milestone>
        ))}
      </Milestones>
    </Section>
  );
}
