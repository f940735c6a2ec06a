import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { TeamContent } from '../../content/about';
import { TeamMemberCard } from './TeamMemberCard';
import { Grid } from '../../components/Grid';

export interface TeamGridProps {
  /** Eyebrow, title, intro, the members and the name of a missing photo's placeholder. */
  content: TeamContent;
}

const TITLE_ID = 'about-team-title';

/** The team as a grid of cards: photo, name, role, a short bio and, where there is one, the LinkedIn profile. */
export function TeamGrid({ content }: TeamGridProps) {
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />
      <Grid element="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: 5, lg: 6 }} aria-labelledby={TITLE_ID}>
        {content.members.map((member) => (
          <TeamMemberCard key={member.name} member={member} photoMissing={content.photoMissing} />
        ))}
      </Grid>
    </Section>
  );
}
