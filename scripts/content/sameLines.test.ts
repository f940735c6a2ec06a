import { describe, expect, it } from 'vitest';
import { carriesValue, sameLines, sharedLines } from './sameLines.mjs';
import { localeSettings, locales } from '../../src/lib/locales';

describe('the words folders', () => {
  const segments = locales.map((locale) => localeSettings[locale].segment);
  const pairs = segments.flatMap((first, index) => segments.slice(index + 1).map((second) => [first, second] as const));

  it.each(pairs)('of %s and %s share no line that carries a value: the structure is written once, each language writes only its words', (first, second) => {
    const shared = Object.entries(sameLines(first, second)).flatMap(([file, lines]) => lines.map((line) => `${file}: ${line}`));
    expect(shared).toEqual([]);
  });
});

describe('a line that carries a value', () => {
  it('is a sentence, a figure or a name not on the list; not a key, a bracket, an import or a comment', () => {
    expect(carriesValue("    title: 'Preise und Pläne',")).toBe(true);
    expect(carriesValue('      tokens: 2500,')).toBe(true);
    expect(carriesValue("  name: 'Muster Treuhand', slug: 'Cookies',")).toBe(true);
    for (const line of ['  hero: {', '  ],', "import type { AboutWords } from '../about';", '// A comment', ' * A doc comment', "  title: 'Cookies',", "  technology: { name: 'Technologie', slug: 'technologie' },"]) expect(carriesValue(line), line).toBe(false);
  });

  it('counts as shared as often as both files have it', () => {
    const german = "export const words = {\n  title: 'Academy',\n  lead: 'Gleich',\n  lead: 'Gleich',\n  text: 'Nur hier',\n};";
    const french = "export const words = {\n  title: 'Academy',\n  lead: 'Gleich',\n  text: 'Seulement ici',\n};";
    expect(sharedLines(german, french)).toEqual(["lead: 'Gleich',"]);
  });
});
