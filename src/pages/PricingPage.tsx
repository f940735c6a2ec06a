import { JsonLdScript } from '../components/JsonLdScript';
import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { productStructuredData } from '../content/productStructuredData';
import { absoluteUrl } from '../content/siteStructuredData';
import { useLocale } from '../lib/localeContext';
import { localizedPagePaths } from '../lib/paths';
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
 * The pricing page (/de/pricing, /fr/tarifs), in the order of the specification. The
 * introductory price shows only while it runs, judged on the day of the
 * build, so the prerendered page and the hydrated one agree. The `Product`
 * JSON-LD, priced the same way, is written here rather than in the route
 * table: the plans would otherwise load with every page of the site. Only
 * the prerenderer builds it (JsonLdScript).
 */
export function PricingPage({ content }: { content: PageContent<'pricing'> }) {
  const { pricing: pricingContent, plans: plansContent, product } = content;
  const { plans, introOffer: businessIntroOffer, cardLabels } = plansContent;
  const locale = useLocale();
  const today = buildDate();
  const introOffer = runningOffer(businessIntroOffer, today);
  const plansToday = plans.map((plan) => applyIntroOffer(plan, businessIntroOffer, today));
  return (
    <>
      <JsonLdScript
        data={
          import.meta.env.SSR
            ? productStructuredData({ product, plans, introOffer: businessIntroOffer, today, url: absoluteUrl(localizedPagePaths.pricing[locale]), locale })
            : null
        }
      />
      <PricingIntro content={pricingContent.intro} />
      <PlanGrid content={pricingContent.plans} plans={plansToday} labels={cardLabels} introOffer={introOffer} />
      <OnboardingSupportBox content={pricingContent.onboardingSupport} />
      <PriceRules content={pricingContent.priceRules} introOfferRunning={introOffer !== null} />
      <TokenExamples content={pricingContent.tokens} />
      <PricingFaq content={pricingContent.faq} />
      <ClosingCta content={pricingContent.closingCta} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: PricingPage } satisfies PageModule<'pricing'>;
