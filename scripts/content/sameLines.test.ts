import { describe, expect, it } from 'vitest';
import { carriesValue, sameLines, sharedTexts } from './sameLines.mjs';
import { localeSettings, locales } from '../../src/lib/locales';

describe('the words files', () => {
  const segments = locales.map((locale) => localeSettings[locale].segment);
  const pairs = segments.flatMap((first, index) => segments.slice(index + 1).map((second) => [first, second] as const));

  it.each(pairs)('write no text of %s the same in %s: the structure is written once, each language writes only its words', (first, second) => {
    const shared = Object.entries(sameLines(first, second)).flatMap(([file, lines]) => lines.map((line) => `${file}: ${line}`));
    expect(shared).toEqual([]);
  });
});

describe('a text that carries a value', () => {
  it('is a sentence, a figure or a name not on the list', () => {
    expect(carriesValue('Preise und Pläne')).toBe(true);
    expect(carriesValue(2500)).toBe(true);
    for (const text of ['Cookies', 'Technologie', ' ', 'LinkedIn']) expect(carriesValue(text), text).toBe(false);
  });

  it('counts as shared where both languages write it at the same place', () => {
    const german = { title: 'Academy', lead: 'Gleich', text: 'Nur hier', items: ['Gleich'] };
    const french = { title: 'Academy', lead: 'Gleich', text: 'Seulement ici', items: ['Autre'] };
    expect(sharedTexts(german, french)).toEqual(['lead: Gleich']);
  });
});
