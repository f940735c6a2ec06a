import { JsonLdScript } from '../components/JsonLdScript';
import { pricingContent } from '../content/pricing';
import { businessIntroOffer, planCardLabels, platformProduct, plans } from '../content/plans';
import { operator } from '../content/operator';
import { productStructuredData } from '../content/productStructuredData';
import { pagePaths } from '../lib/paths';
import { buildDate } from '../lib/buildDate';
import { applyIntroOffer, runningOffer } from '../lib/introOffer';
import { PricingIntro } from '../sections/pricing/PricingIntro';
import { PlanGrid } from '../sections/pricing/PlanGrid';
import { OnboardingSupportBox } from '../sections/pricing/OnboardingSupportBox';
import { PriceRules } from '../sections/pricing/PriceRules';
import { TokenExamples } from '../sections/pricing/TokenExamples';
import { PricingFaq } from '../sections/pricing/PricingFaq';
import { ClosingCta } from '../sections/shared/ClosingCta';

/**
 * The pricing page /de/pricing, in the order of the specification. The
 * introductory price shows only while it runs, judged on the day of the
 * build, so the prerendered page and the hydrated one agree. The `Product`
 * JSON-LD, priced the same way, is written here rather than in the route
 * table: the plans would otherwise load with every page of the site. Only
 * the prerenderer builds it (JsonLdScript).
 */
export function PricingPage() {
  const today = buildDate();
  const introOffer = runningOffer(businessIntroOffer, today);
  const plansToday = plans.map((plan) => applyIntroOffer(plan, businessIntroOffer, today));
  return (
    <>
      <JsonLdScript
        data={
          import.meta.env.SSR
            ? productStructuredData({ product: platformProduct, plans, introOffer: businessIntroOffer, today, url: `${operator.siteOrigin}${pagePaths.pricing}` })
            : null
        }
      />
      <PricingIntro content={pricingContent.intro} />
      <PlanGrid content={pricingContent.plans} plans={plansToday} labels={planCardLabels} introOffer={introOffer} />
      <OnboardingSupportBox content={pricingContent.onboardingSupport} />
      <PriceRules content={pricingContent.priceRules} introOfferRunning={introOffer !== null} />
      <TokenExamples content={pricingContent.tokens} />
      <PricingFaq content={pricingContent.faq} />
      <ClosingCta content={pricingContent.closingCta} />
    </>
  );
}
