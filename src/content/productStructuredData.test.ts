import { describe, expect, it } from 'vitest';
import { productStructuredData } from './productStructuredData';
import { contentFor } from './siteContent';

const { businessIntroOffer, platformProduct, plans } = contentFor('de-CH').plans;

const url = 'https://example.ch/de/pricing';
const dataOn = (today: string) => productStructuredData({ product: platformProduct, plans, introOffer: businessIntroOffer, today, url, locale: 'de-CH' });

type Offer = Record<string, unknown> & { name: string; priceSpecification: Record<string, unknown> };
const offersOn = (today: string) => dataOn(today).offers as Offer[];
const offer = (today: string, name: string) => offersOn(today).find((entry) => entry.name === name)!;

describe('productStructuredData', () => {
  it('is a schema.org Product with one offer per plan, in CHF without VAT', () => {
    const data = dataOn('2026-11-20');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(platformProduct.name);
    expect(data.url).toBe(url);
    const offers = offersOn('2026-11-20');
    expect(offers.map((entry) => entry.name)).toEqual(['Individual', 'Business', 'Enterprise']);
    for (const entry of offers) {
      expect(entry['@type']).toBe('Offer');
      expect(entry.priceCurrency).toBe('CHF');
      expect(typeof entry.price).toBe('string');
      expect(entry.priceSpecification.valueAddedTaxIncluded).toBe(false);
    }
  });

  it('prices the Business plan at CHF 700 once the introductory offer has ended', () => {
    const business = offer('2026-11-20', 'Business');
    expect(business.price).toBe('700');
    expect(business.priceSpecification.price).toBe(700);
    expect(business).not.toHaveProperty('priceValidUntil');
    expect(JSON.stringify(dataOn('2025-07-01'))).not.toContain('525');
  });

  it('prices it at CHF 525 until 30 June 2025 while the offer runs', () => {
    const business = offer('2025-06-30', 'Business');
    expect(business.price).toBe('525');
    expect(business.priceValidUntil).toBe('2025-06-30');
    expect(offer('2025-06-30', 'Enterprise')).not.toHaveProperty('priceValidUntil');
  });

  it('gives starting prices as minPrice and marks the coming plan as pre-order', () => {
    const individual = offer('2026-11-20', 'Individual');
    expect(individual.price).toBe('19');
    expect(individual.priceSpecification.minPrice).toBe(19);
    expect(individual.availability).toBe('https://schema.org/PreOrder');
    const enterprise = offer('2026-11-20', 'Enterprise');
    expect(enterprise.price).toBe('2500');
    expect(enterprise.priceSpecification.minPrice).toBe(2500);
    expect(enterprise.availability).toBe('https://schema.org/InStock');
  });

  it('survives JSON, as it is written into the page', () => {
    expect(JSON.parse(JSON.stringify(dataOn('2026-11-20')))).toEqual(dataOn('2026-11-20'));
  });
});
