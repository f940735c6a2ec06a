import { homeContent } from '../content/home';
import { operator } from '../content/operator';
import { businessIntroOffer, planCardLabels, plans } from '../content/plans';
import { buildDate } from '../lib/buildDate';
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
import { ClosingCta } from '../sections/shared/ClosingCta';

/** The home page /de: the sections in the order of the specification. */
export function HomePage() {
  // The introductory price shows only while it runs, judged on the day of the build.
  const today = buildDate();
  const plansToday = plans.map((plan) => applyIntroOffer(plan, businessIntroOffer, today));
  return (
    <>
      <Hero content={homeContent.hero} fallbackEmail={operator.email} />
      <FeatureGroups content={homeContent.featureGroups} />
      <CoreFunctions content={homeContent.coreFunctions} />
      <HowItWorks content={homeContent.howItWorks} />
      <Testimonials content={homeContent.testimonials} />
      <PricingPreview content={homeContent.pricing} plans={plansToday} labels={planCardLabels} />
      <FoundingStory content={homeContent.foundingStory} />
      <TrustSection content={homeContent.trust} />
      <AcademyTeaser content={homeContent.academy} />
      <ClosingCta content={homeContent.closingCta} />
    </>
  );
}
