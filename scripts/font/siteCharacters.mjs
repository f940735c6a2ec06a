// Which characters the site can show, read from its source: the set that
// Inter's subset (src/design/fonts/interSubset.woff2) must hold. Written by
// `npm run font:subset`, checked by siteCharacters.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Printable ASCII: every page has figures and punctuation, and a visitor types them. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index);

/**
 * Characters the browser draws itself, never written in the source: the
 * hyphen Firefox sets where `hyphens: auto` breaks a word (U+2010; Chromium
 * and WebKit use U+002D). Inter has no glyph for it, so Firefox draws it from
 * the fallback either way; named in the subset's range, it no longer makes
 * Firefox fetch fontsource's whole Latin file (48.7 kB) to look for one.
 */
const DRAWN_BY_THE_BROWSER = [0x2010];

/**
 * The code points of `sources` (file contents) beyond ASCII, with the
 * characters written as `\u00a0` escapes, plus printable ASCII and what the
 * browser draws itself; sorted. Each letter comes in both cases: eyebrows
 * and footer headings are set in `text-transform: uppercase`, so French
 * «Sécurité des données» is drawn with É, «Accès» with È; a capital missing
 * from the subset made Firefox and WebKit fetch the whole Latin file.
 * @param {Iterable<string>} sources
 * @returns {number[]}
 */
export function siteCodePoints(sources) {
  const points = new Set([...ASCII, ...DRAWN_BY_THE_BROWSER]);
  const add = (character) => {
    for (const form of [character, character.toUpperCase(), character.toLowerCase()]) {
      const point = form.codePointAt(0);
      // One code point only: «ß».toUpperCase() is «SS», already there.
      if (point > 0x7e && [...form].length === 1) points.add(point);
    }
  };
  for (const source of sources) {
    for (const character of source) add(character);
    for (const [, hex] of source.matchAll(/\\u([0-9a-fA-F]{4})/g)) add(String.fromCodePoint(Number.parseInt(hex, 16)));
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The text of every module, words file and article under src/ that ships (tests and stories show nothing to a visitor).
 * @param {string} [root]
 * @returns {string[]}
 */
export function siteSources(root = process.cwd()) {
  const src = path.join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|json|md)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(src, file), 'utf8'));
}

const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');

/**
 * `U+0020-007E, U+00A0, …`: runs of consecutive code points as ranges.
 * @param {Iterable<number>} points
 * @returns {string}
 */
export function unicodeRange(points) {
  const runs = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/**
 * The code points a `unicode-range` value names.
 * @param {string} value
 * @returns {number[]}
 */
export function parseUnicodeRange(value) {
  const points = [];
  for (const part of value.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point += 1) points.push(point);
  }
  return points;
}
