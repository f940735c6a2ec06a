import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { FactList } from '../../components/FactList';
import { Card } from '../../components/Card';
import { Eyebrow } from '../../components/SectionIntro';
import type { ProgrammeContent } from '../../content/academy';
import { media, theme } from '../../design/theme';

export interface ProgrammePhasesProps {
  /** The intro, the two phases (TEACH, BUILD) with their weeks and schedule, and the time-zone note. */
  content: ProgrammeContent;
}

const TITLE_ID = 'academy-programme-title';

const Phases = styled.div`
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Weeks = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentText};
`;

const Text = styled.p`
  color: ${theme.colors.inkMuted};
`;

const Note = styled.p`
  margin-top: ${theme.space[5]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/** What happens in which week: the learning phase and the building phase, with their fixed times. */
export function ProgrammePhases({ content }: ProgrammePhasesProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro titleId={TITLE_ID} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Phases>
        {content.phases.map((phase) => (
          <Card as="article" key={phase.name}>
            <div>
              <Eyebrow>{phase.label}</Eyebrow>
              <Heading level={3} size="lg">
                {phase.name}
              </Heading>
            </div>
            <Weeks>{phase.weeks}</Weeks>
            <Text>{phase.text}</Text>
            <FactList items={phase.facts} layout="stacked" divided spaceAbove={5} />
          </Card>
        ))}
      </Phases>
      <Note>{content.timeZoneNote}</Note>
    </Section>
  );
}
