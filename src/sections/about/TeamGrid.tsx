import styled from 'styled-components';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { PlainList } from '../../components/listStyles';
import type { TeamContent } from '../../content/about';
import { TeamMemberCard } from './TeamMemberCard';
import { media, theme } from '../../design/theme';

export interface TeamGridProps {
  /** Eyebrow, title, intro, the members and the name of a missing photo's placeholder. */
  content: TeamContent;
}

const TITLE_ID = 'about-team-title';

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[6]};
  }
`;

/** The team as a grid of cards: photo, name, role, a short bio and, where there is one, the LinkedIn profile. */
export function TeamGrid({ content }: TeamGridProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid aria-labelledby={TITLE_ID}>
        {content.members.map((member) => (
          <TeamMemberCard key={member.name} member={member} photoMissing={content.photoMissing} />
        ))}
      </Grid>
    </Section>
  );
}
