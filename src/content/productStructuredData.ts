import { operator } from './operator';
import type { Plan } from './plans';
import type { IntroOffer } from '../lib/introOffer';
import { applyIntroOffer, isOfferRunning, type IsoDate } from '../lib/introOffer';
import type { JsonLd } from '../lib/structuredData';
import type { Locale } from '../lib/locales';

export interface ProductStructuredDataInput {
  product: { name: string; description: string };
  plans: ReadonlyArray<Plan>;
  introOffer: IntroOffer;
  /** The day the prices are judged on: the day of the build on the site. */
  today: IsoDate;
  /** The canonical address of the pricing page. */
  url: string;
  /** The page's language: the product's name and description are in it. */
  locale: Locale;
}

/**
 * schema.org `Product` with one `Offer` per plan, priced as the page shows
 * them on `today`: while the introductory offer runs, its price with
 * `priceValidUntil` set to the last bookable day; otherwise the regular
 * price. Plans with only a starting price carry it as `minPrice`.
 */
export function productStructuredData({ product, plans, introOffer, today, url, locale }: ProductStructuredDataInput): JsonLd {
  const offerRuns = isOfferRunning(introOffer, today);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    inLanguage: locale,
    brand: { '@type': 'Brand', name: operator.brand },
    url,
    offers: plans.map((regular) => {
      const plan = applyIntroOffer(regular, introOffer, today);
      const amount = plan.price ?? plan.minPrice;
      if (amount === null) throw new Error(`Plan ${plan.id} has neither a price nor a starting price`);
      const discounted = offerRuns && plan.id === introOffer.planId;
      return {
        '@type': 'Offer',
        name: plan.name,
        description: plan.tagline,
        url,
        price: String(amount),
        priceCurrency: 'CHF',
        ...(discounted ? { priceValidUntil: introOffer.bookableUntil } : {}),
        availability: plan.comingSoon ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'PriceSpecification',
          ...(plan.price === null ? { minPrice: amount } : { price: amount }),
          priceCurrency: 'CHF',
          valueAddedTaxIncluded: false,
        },
        seller: { '@type': 'Organization', name: operator.company },
      };
    }),
  };
}
