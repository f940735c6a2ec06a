import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontWeights } from '../../src/design/tokens';
import { parseUnicodeRange, siteCodePoints, siteSources, unicodeRange } from './siteCharacters.mjs';

const stylesheet = readFileSync('src/design/fonts/interFaces.css', 'utf8');
const faces = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  src: body!.match(/url\('([^']+)'\)/)![1]!,
  weights: body!.match(/font-weight:\s*([^;]+);/)![1]!.split(' ').map(Number),
  points: parseUnicodeRange(body!.match(/unicode-range:\s*([^;]+);/)![1]!),
}));
const subsetFace = faces.find((face) => face.src === './interSubset.woff2')!;

describe('the characters the site shows', () => {
  it('are printable ASCII, what the source holds beyond it in both cases (for text-transform), its \\u escapes and the hyphen Firefox draws itself', () => {
    const points = siteCodePoints(['Grüezi «Zürich» Strasse', "const space = '\\u00a0';"]);
    expect(points).toContain(0x20);
    expect(points).toContain(0x7e);
    expect(points).not.toContain(0x7f);
    expect(points.filter((point) => point > 0x7e).map((point) => String.fromCodePoint(point))).toEqual(['\u00a0', '«', '»', 'Ü', 'ü', '\u2010']);
  });

  it('round-trip through a unicode-range', () => {
    const points = [0x20, 0x21, 0x22, 0xa0, 0xe4, 0xe5, 0x2019];
    expect(unicodeRange(points)).toBe('U+0020-0022, U+00A0, U+00E4-00E5, U+2019');
    expect(parseUnicodeRange(unicodeRange(points))).toEqual(points);
  });
});

describe("Inter's subset (npm run font:subset writes it and interFaces.css)", () => {
  it('holds every character of the site, so no page fetches a second Inter file', () => {
    const covered = new Set(subsetFace.points);
    const missing = siteCodePoints(siteSources())
      .filter((point) => !covered.has(point))
      .map((point) => `«${String.fromCodePoint(point)}» U+${point.toString(16).toUpperCase().padStart(4, '0')}`);
    expect(missing, 'characters the subset lacks: run npm run font:subset').toEqual([]);
  });

  it('spans every weight of the tokens', () => {
    const [lightest, boldest] = subsetFace.weights;
    for (const weight of Object.values(fontWeights)) {
      expect(weight).toBeGreaterThanOrEqual(lightest!);
      expect(weight).toBeLessThanOrEqual(boldest!);
    }
  });

  it('leaves no character to two faces, so the browser never fetches both for one', () => {
    const subset = new Set(subsetFace.points);
    const latin = faces.find((face) => face.src.endsWith('inter-latin-wght-normal.woff2'))!;
    expect(latin.points.filter((point) => subset.has(point))).toEqual([]);
  });
});
