import { aboutContent } from '../content/about';
import { AboutIntro } from '../sections/about/AboutIntro';
import { WorkingPrinciples } from '../sections/about/WorkingPrinciples';
import { TeamGrid } from '../sections/about/TeamGrid';
import { Philosophy } from '../sections/about/Philosophy';
import { Partners } from '../sections/about/Partners';
import { ClosingCta } from '../sections/shared/ClosingCta';

/** /de/about: mission, working principles, the team, our stance with the founder's statement, partners, and an invitation to talk. */
export function AboutPage() {
  return (
    <>
      <AboutIntro content={aboutContent.intro} />
      <WorkingPrinciples content={aboutContent.principles} />
      <TeamGrid content={aboutContent.team} />
      <Philosophy content={aboutContent.philosophy} />
      <Partners content={aboutContent.partners} />
      <ClosingCta content={aboutContent.closing} />
    </>
  );
}
