import { JsonLdScript } from '../components/JsonLdScript';
import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { operator } from '../content/operator';
import { homeStructuredData } from '../content/siteStructuredData';
import { buildDate } from '../lib/buildDate';
import { useLocale } from '../lib/localeContext';
import { localizedPagePaths } from '../lib/paths';
import { applyIntroOffer } from '../lib/introOffer';
import { Hero } from '../sections/home/Hero';
import { FeatureGroups } from '../sections/home/FeatureGroups';
import { CoreFunctions } from '../sections/home/CoreFunctions';
import { HowItWorks } from '../sections/home/HowItWorks';
import { Testimonials } from '../sections/home/Testimonials';
import { PricingPreview } from '../sections/home/PricingPreview';
import { FoundingStory } from '../sections/home/FoundingStory';
import { TrustSection } from '../sections/home/TrustSection';
import { AcademyTeaser } from '../sections/home/AcademyTeaser';
import { LatestArticles } from '../sections/home/LatestArticles';
import { ClosingCta } from '../sections/shared/ClosingCta';

/**
 * The home page (/de, /fr): the sections in the order of the specification,
 * and the blog's latest articles before the closing call.
 * The operator and the website are published as JSON-LD, built by the
 * prerenderer only (JsonLdScript).
 */
export function HomePage({ content }: { content: PageContent<'home'> }) {
  const { home: homeContent, plans, latest } = content;
  const locale = useLocale();
  // The introductory price shows only while it runs, judged on the day of the build.
  const today = buildDate();
  const plansToday = plans.plans.map((plan) => applyIntroOffer(plan, plans.introOffer, today));
  return (
    <>
      <JsonLdScript data={import.meta.env.SSR ? homeStructuredData(localizedPagePaths.home[locale], locale) : null} />
      <Hero content={homeContent.hero} fallbackEmail={operator.email} />
      <FeatureGroups content={homeContent.featureGroups} />
      <CoreFunctions content={homeContent.coreFunctions} />
      <HowItWorks content={homeContent.howItWorks} />
      <Testimonials content={homeContent.testimonials} />
      <PricingPreview content={homeContent.pricing} plans={plansToday} labels={plans.cardLabels} />
      <FoundingStory content={homeContent.foundingStory} />
      <TrustSection content={homeContent.trust} />
      <AcademyTeaser content={homeContent.academy} />
      <LatestArticles content={latest} />
      <ClosingCta content={homeContent.closingCta} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: HomePage } satisfies PageModule<'home'>;
