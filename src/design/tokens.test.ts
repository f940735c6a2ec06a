import { describe, expect, it } from 'vitest';
import { colorRoles, colors, contrastPairs, durations, palettes, themeNames } from './tokens';
import { themeCss } from './themeStyles';
import { computedColor, contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  it('writes a token as the browser computes it', () => {
    expect(computedColor('#c8102e')).toBe('rgb(200, 16, 46)');
  });
  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});

describe('design tokens', () => {
  const pairsInThemes = themeNames.flatMap((theme) => contrastPairs.map((pair) => [`${pair.use} (${theme})`, theme, pair] as const));
  it.each(pairsInThemes)('%s meets WCAG 2.2 AA', (_use, theme, pair) => {
    expect(contrastRatio(palettes[theme][pair.fg], palettes[theme][pair.bg])).toBeGreaterThanOrEqual(pair.min);
  });
  it('gives every role a value in every theme, and components only its custom property', () => {
    for (const theme of themeNames) expect(Object.keys(palettes[theme]).sort()).toEqual([...colorRoles].sort());
    for (const name of colorRoles) {
      expect(colors[name]).toBe(`var(--c-${name})`);
      for (const theme of themeNames) expect(themeCss).toContain(`--c-${name}:${palettes[theme][name]};`);
    }
  });
  it('sets the dark values for a dark system unless the visitor chose light, and for a dark choice, on screen only', () => {
    expect(themeCss).toContain('@media screen and (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;');
    expect(themeCss).toContain('@media screen{:root[data-theme=dark]{color-scheme:dark;');
    expect(themeCss.startsWith(':root{color-scheme:light;')).toBe(true);
  });
  it('keeps the spec’s 300 ms page fade', () => {
    expect(durations.pageFade).toBe(300);
  });
});
