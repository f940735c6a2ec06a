import { describe, expect, it } from 'vitest';
import { estimateTokens, isCount, MAX_COUNT, parseCount } from './tokenEstimate';
import { contentFor } from '../content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const kinds = [
  { id: 'post', tokens: 500 },
  { id: 'article', tokens: 2_500 },
  { id: 'analysis', tokens: 3_000 },
];
const QUOTA = 10_000_000;

describe('parseCount', () => {
  it('reads whole numbers', () => {
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 7 ')).toBe(7);
  });
  it('counts empty, negative and unreadable input as 0', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount('   ')).toBe(0);
    expect(parseCount('-4')).toBe(0);
    expect(parseCount('zwölf')).toBe(0);
  });
  it('counts a fraction or a number beyond the limit as 0, never as another number (the field says why)', () => {
    expect(parseCount('2.9')).toBe(0);
    expect(parseCount('999999999999')).toBe(0);
    expect(parseCount('1e9')).toBe(0);
    expect(parseCount(String(MAX_COUNT))).toBe(MAX_COUNT);
    expect([isCount(''), isCount('12'), isCount(String(MAX_COUNT))]).toEqual([true, true, true]);
    expect([isCount('2.5'), isCount('-5'), isCount(String(MAX_COUNT + 1)), isCount('zwölf')]).toEqual([false, false, false, false]);
  });
});

describe('estimateTokens', () => {
  it('is empty when nothing is counted', () => {
    expect(estimateTokens(kinds, {}, QUOTA)).toEqual({ total: 0, share: 0, percent: 0, level: 'empty' });
  });
  it('multiplies each count by the tokens of its kind and adds up', () => {
    const estimate = estimateTokens(kinds, { post: 40, article: 8, analysis: 2 }, QUOTA);
    expect(estimate.total).toBe(40 * 500 + 8 * 2_500 + 2 * 3_000);
    expect(estimate.total).toBe(46_000);
    expect(estimate.percent).toBe(0.5);
    expect(estimate.level).toBe('within');
  });
  it('ignores kinds it does not know and counts that are not whole and positive', () => {
    expect(estimateTokens(kinds, { post: 2, unknown: 1_000 }, QUOTA).total).toBe(1_000);
    expect(estimateTokens(kinds, { post: -3, article: 1.7 }, QUOTA).total).toBe(2_500);
  });
  it('gives the notice from 80 % of the quota on', () => {
    expect(estimateTokens(kinds, { analysis: 2_666 }, QUOTA).level).toBe('within'); // 79.98 %
    const atNotice = estimateTokens(kinds, { post: 16_000 }, QUOTA);
    expect(atNotice.percent).toBe(80);
    expect(atNotice.level).toBe('nearQuota');
    expect(estimateTokens(kinds, { post: 20_000 }, QUOTA).level).toBe('nearQuota'); // exactly the quota
  });
  it('says when the month goes beyond the quota, with the real share', () => {
    const estimate = estimateTokens(kinds, { article: 5_000 }, QUOTA);
    expect(estimate.total).toBe(12_500_000);
    expect(estimate.share).toBe(1.25);
    expect(estimate.percent).toBe(125);
    expect(estimate.level).toBe('overQuota');
  });
  it('rounds the percentage to one decimal', () => {
    expect(estimateTokens(kinds, { post: 1 }, QUOTA).percent).toBe(0);
    expect(estimateTokens(kinds, { article: 5 }, QUOTA).percent).toBe(0.1);
    expect(estimateTokens(kinds, { analysis: 411 }, QUOTA).percent).toBe(12.3);
  });
  it('refuses a quota that is not positive', () => {
    expect(() => estimateTokens(kinds, {}, 0)).toThrow(RangeError);
  });
  it('works with the kinds and the quota of the pricing page', () => {
    const { kinds: pageKinds, estimator } = pricingContent.tokens;
    expect(pageKinds.map((kind) => kind.tokens)).toEqual([500, 1_500, 2_500, 2_500, 3_000, 700]);
    expect(estimator.quota).toBe(10_000_000);
    const month = { 'social-post': 60, 'product-description': 40, 'blog-article': 8, 'marketing-strategy': 2, 'business-plan': 1, 'a4-page': 200 };
    expect(estimateTokens(pageKinds, month, estimator.quota)).toEqual({ total: 258_000, share: 0.0258, percent: 2.6, level: 'within' });
  });
});
