import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { JsonLdScript } from '../components/JsonLdScript';
import { aboutPageStructuredData } from '../content/siteStructuredData';
import { useLocale } from '../lib/localeContext';
import { localizedPagePaths } from '../lib/paths';
import { AboutIntro } from '../sections/about/AboutIntro';
import { WorkingPrinciples } from '../sections/about/WorkingPrinciples';
import { TeamGrid } from '../sections/about/TeamGrid';
import { Philosophy } from '../sections/about/Philosophy';
import { Partners } from '../sections/about/Partners';
import { ClosingCta } from '../sections/shared/ClosingCta';

/** /de/about: mission, working principles, the team, our stance with the founder's statement, partners, and an invitation to talk. */
export function AboutPage({ content }: { content: PageContent<'about'> }) {
  const aboutContent = content.about;
  const locale = useLocale();
  const structuredData = { name: aboutContent.intro.title, path: localizedPagePaths.about[locale], homePath: localizedPagePaths.home[locale], locale };
  return (
    <>
      <JsonLdScript data={import.meta.env.SSR ? aboutPageStructuredData(structuredData) : null} />
      <AboutIntro content={aboutContent.intro} />
      <WorkingPrinciples content={aboutContent.principles} />
      <TeamGrid content={aboutContent.team} />
      <Philosophy content={aboutContent.philosophy} />
      <Partners content={aboutContent.partners} />
      <ClosingCta content={aboutContent.closing} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: AboutPage } satisfies PageModule<'about'>;
