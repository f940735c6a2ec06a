import { describe, expect, it } from 'vitest';
import { findSampleMarks } from './sampleMarks.mjs';
import { contentSources } from '../samples.mjs';

describe('the sample values', () => {
  it('are found with their file, line, what they stand for and the value as written', () => {
    const text = [
      "import { sampleValue } from './sampleValue';",
      '/** A mention of sampleValue(x) in a comment is no mark. */',
      "export const phone = sampleValue('+41 44 000 00 00', 'Telefonnummer');",
      'export const team = sampleValue(',
      "  [{ name: 'Anna (Beispiel)', role: 'CEO, Gründerin' }],",
      "  'Das Team',",
      ');',
      "const real = '+41 44 123 45 67';",
    ].join('\n');
    expect(findSampleMarks([{ path: 'src/content/x.ts', text }])).toEqual([
      { file: 'src/content/x.ts', line: 3, what: 'Telefonnummer', value: "'+41 44 000 00 00'" },
      { file: 'src/content/x.ts', line: 4, what: 'Das Team', value: "[{ name: 'Anna (Beispiel)', role: 'CEO, Gründerin' }]" },
    ]);
  });

  it('list a blog article written as a sample by its front matter, with its title', () => {
    const text = ['---', 'title: Was ein Token ist', 'date: 2026-09-15', 'sample: Beispielartikel', '---', '', 'Text.'].join('\n');
    expect(findSampleMarks([{ path: 'src/content/blog/de/tokens.md', text }])).toEqual([{ file: 'src/content/blog/de/tokens.md', line: 4, what: 'Beispielartikel', value: 'Was ein Token ist' }]);
    expect(findSampleMarks([{ path: 'src/content/blog/de/real.md', text: text.replace('sample: Beispielartikel\n', '') }])).toEqual([]);
  });

  it('refuse a mark that does not say what it stands for', () => {
    expect(() => findSampleMarks([{ path: 'x.ts', text: "sampleValue('a', what)" }])).toThrow(/string literal/);
  });

  it('are listed from the content as it stands: the operator, the team, the customers and their logos', () => {
    const whats = findSampleMarks(contentSources()).map((mark) => mark.what);
    for (const expected of ['Telefonnummer', 'Unternehmens-Identifikationsnummer', 'Das Team', 'Zitierte Kundinnen', 'Logos der Kundschaft']) {
      expect(whats.some((what) => what.startsWith(expected)), expected).toBe(true);
    }
  });
});
