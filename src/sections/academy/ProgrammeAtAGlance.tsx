import styled from 'styled-components';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import type { AtAGlanceContent } from '../../content/academy';
import { theme } from '../../design/theme';

export interface ProgrammeAtAGlanceProps {
  /** The heading and the programme's key facts, each a label and its value. */
  content: AtAGlanceContent;
}

const TITLE_ID = 'academy-glance-title';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${theme.measure.caption}), 1fr));
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};

  div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[5]};
    border-top: ${theme.borderWidths.thick} solid ${theme.colors.ink};
    background: ${theme.colors.paper};
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.snug};
  }
`;

/** The programme in six facts: length, format, time zone, cohort, language and what you leave with. */
export function ProgrammeAtAGlance({ content }: ProgrammeAtAGlanceProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface" spacing="compact">
      <Heading level={2} size="lg" id={TITLE_ID}>
        {content.title}
      </Heading>
      <Facts>
        {content.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Section>
  );
}
