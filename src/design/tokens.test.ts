import { describe, expect, it } from 'vitest';
import { colors, contrastPairs, durations } from './tokens';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});

describe('design tokens', () => {
  it.each(contrastPairs.map((pair) => [pair.use, pair] as const))('%s meets WCAG 2.2 AA', (_use, pair) => {
    expect(contrastRatio(colors[pair.fg], colors[pair.bg])).toBeGreaterThanOrEqual(pair.min);
  });
  it('keeps the spec’s 300 ms page fade', () => {
    expect(durations.pageFade).toBe(300);
  });
});
