import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { FactList } from '../../components/FactList';
import { Columns } from '../../components/Columns';
import type { OutcomesContent } from '../../content/academy';
import { SelfCheck } from './SelfCheck';
import { Island } from '../../components/Island';
import { theme } from '../../design/theme';

export interface ProgrammeOutcomesProps {
  /** The intro, what the team keeps after the programme, and the four-point self-check. */
  content: OutcomesContent;
}

const TITLE_ID = 'academy-outcomes-title';

const Outcomes = styled.div`
  ul {
    font-weight: ${theme.fontWeights.regular};
  }
  li {
    align-items: flex-start;
  }
  li svg {
    margin-top: ${theme.nudges.md};
  }
`;

/** What remains after the ten weeks, beside the self-check that tells a team whether the programme fits. */
export function ProgrammeOutcomes({ content }: ProgrammeOutcomesProps) {
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <Columns $split="7-5" $gap={7}>
        <Outcomes>
          <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} flush />
          <FactList items={content.outcomes} layout="stacked" spaceAbove={6} />
        </Outcomes>
        <Island component={SelfCheck} props={{ content: content.selfCheck }} />
      </Columns>
    </Section>
  );
}
