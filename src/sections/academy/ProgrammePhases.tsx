import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { FactList } from '../../components/FactList';
import { Card } from '../../components/Card';
import { Eyebrow } from '../../components/SectionIntro';
import type { ProgrammeContent } from '../../content/academy';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface ProgrammePhasesProps {
  /** The intro, the two phases (TEACH, BUILD) with their weeks and schedule, and the time-zone note. */
  content: ProgrammeContent;
}

const TITLE_ID = 'academy-programme-title';

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
      <Grid element="div" columns={{ base: 1, md: 2 }} gap={{ base: 5 }}>
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
      </Grid>
      <Note>{content.timeZoneNote}</Note>
    </Section>
  );
}
