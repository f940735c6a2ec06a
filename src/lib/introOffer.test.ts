import { describe, expect, it } from 'vitest';
import { applyIntroOffer, isOfferRunning, runningOffer, withoutEndedOffer } from './introOffer';
import { contentFor } from '../content/siteContent';

const { businessIntroOffer, businessPlan, enterprisePlan, individualPlan, plans } = contentFor('de-CH').plans;

describe('isOfferRunning', () => {
  it('runs up to and including the last bookable day', () => {
    expect(isOfferRunning(businessIntroOffer, '2025-01-01')).toBe(true);
    expect(isOfferRunning(businessIntroOffer, '2025-06-30')).toBe(true);
  });
  it('has ended from the next day on, across months and years', () => {
    expect(isOfferRunning(businessIntroOffer, '2025-07-01')).toBe(false);
    expect(isOfferRunning(businessIntroOffer, '2026-01-01')).toBe(false);
    expect(isOfferRunning(businessIntroOffer, '2026-11-20')).toBe(false);
  });
  it('refuses a day that is not written YYYY-MM-DD', () => {
    expect(() => isOfferRunning(businessIntroOffer, '30.06.2025')).toThrow(RangeError);
    expect(() => isOfferRunning(businessIntroOffer, '2025-6-30')).toThrow(RangeError);
    expect(() => isOfferRunning(businessIntroOffer, '2025-13-01')).toThrow(RangeError);
    expect(() => isOfferRunning({ bookableUntil: 'Ende Juni' }, '2025-06-01')).toThrow(RangeError);
  });
});

describe('applyIntroOffer', () => {
  it('shows the offer price with the regular one struck through while the offer runs', () => {
    const plan = applyIntroOffer(businessPlan, businessIntroOffer, '2025-06-30');
    expect(plan.price).toBe(525);
    expect(plan.oldPrice).toBe(700);
    expect(plan.savingsNote).toMatch(/12\sMonate garantiert/);
    expect(plan.savingsNote).toContain('CHF\u00a0175');
    expect(plan.buttonText).toBe(businessIntroOffer.buttonText);
    // The rest of the plan stays as it is, including the chat event.
    expect(plan.intercomEvent).toBe('intro_offer_clicked_pricing');
    expect(plan.setupFee).toBe(2500);
    expect(plan.features).toBe(businessPlan.features);
  });
  it('leaves the plan untouched once the offer has ended', () => {
    expect(applyIntroOffer(businessPlan, businessIntroOffer, '2025-07-01')).toBe(businessPlan);
    expect(applyIntroOffer(businessPlan, businessIntroOffer, '2026-11-20')).toEqual(businessPlan);
  });
  it('leaves other plans untouched', () => {
    expect(applyIntroOffer(individualPlan, businessIntroOffer, '2025-06-01')).toBe(individualPlan);
    expect(applyIntroOffer(enterprisePlan, businessIntroOffer, '2025-06-01')).toBe(enterprisePlan);
  });
  it('does not change the shared plan objects', () => {
    applyIntroOffer(businessPlan, businessIntroOffer, '2025-06-01');
    expect(businessPlan.price).toBe(700);
    expect(businessPlan.oldPrice).toBeNull();
  });
});

describe('runningOffer and withoutEndedOffer', () => {
  const items = [{ id: 'a' }, { id: 'intro', whileIntroOfferRuns: true }, { id: 'b', whileIntroOfferRuns: false }];
  it('hands out the offer only while it runs', () => {
    expect(runningOffer(businessIntroOffer, '2025-06-15')).toBe(businessIntroOffer);
    expect(runningOffer(businessIntroOffer, '2025-07-01')).toBeNull();
  });
  it('keeps offer-only entries while the offer runs and drops them afterwards', () => {
    expect(withoutEndedOffer(items, true).map((item) => item.id)).toEqual(['a', 'intro', 'b']);
    expect(withoutEndedOffer(items, false).map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('the plans', () => {
  it('keep the facts of the specification', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['individual', 'business', 'enterprise']);
    expect(individualPlan).toMatchObject({ comingSoon: true, minPrice: 19, buttonLink: { to: '/de/contact' }, intercomEvent: 'waitlist_clicked_pricing' });
    expect(businessPlan).toMatchObject({ price: 700, setupFee: 2500, intercomEvent: 'intro_offer_clicked_pricing' });
    expect(enterprisePlan).toMatchObject({ price: null, minPrice: 2500, intercomEvent: 'enterprise_inquiry_clicked_pricing' });
    for (const plan of plans) expect(plan.priceDetail).toContain('exkl. MWST');
  });
  it('date the introductory price as the specification does', () => {
    expect(businessIntroOffer).toMatchObject({ planId: 'business', price: 525, bookableUntil: '2025-06-30', guaranteedMonths: 12 });
    expect(businessIntroOffer.terms).toContain('30.\u00a0Juni\u00a02025');
  });
});
