// `npm run font:subset`: cuts Inter's Latin file down to the characters
// the site's source holds and the weights it uses, and writes the site's
// font stylesheet around it. Run it when the unit test
// scripts/font/siteCharacters.test.ts names a character the subset lacks.
//
// Every page carries the subset inline, so its bytes compete with the
// page's: fontsource's Latin file is 48.7 kB, this subset about 19 kB. Characters the subset lacks (a name a visitor types)
// still get Inter, from fontsource's files, fetched only when a page shows one.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { parseUnicodeRange, siteCodePoints, siteSources, unicodeRange } from './siteCharacters.mjs';

const root = process.cwd();
const fontsDir = path.join(root, 'src', 'design', 'fonts');
const fontsource = path.dirname(createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css'));

/**
 * The weights the subset keeps: the lowest and highest of `fontWeights` in
 * src/design/tokens.ts (regular to bold). Halves the file; the unit test
 * fails if the tokens leave this range.
 */
export const SUBSET_WEIGHTS = [400, 700];

/** OpenType features the site's text uses: kerning, contextual forms (Inter's colon between figures, arrows), tabular figures. */
const FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'tnum'];

/** fontsource's face for one of its subsets, as its own stylesheet declares it. */
async function fontsourceFace(subset) {
  const css = await readFile(path.join(fontsource, 'wght.css'), 'utf8');
  const face = css.split(`/* inter-${subset}-wght-normal */`)[1]?.split('}')[0];
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`no ${subset} face in @fontsource-variable/inter/wght.css`);
  return { file: `@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`, points: parseUnicodeRange(range) };
}

const face = ({ file, weights, points, display }) => `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: ${display};
  font-weight: ${weights};
  src: url('${file}') format('woff2-variations');
  unicode-range: ${unicodeRange(points)};
}`;

const latin = await fontsourceFace('latin');
const latinExt = await fontsourceFace('latin-ext');
const inLatin = new Set(latin.points);
const site = siteCodePoints(siteSources(root)).filter((point) => inLatin.has(point));
const siteSet = new Set(site);
/**
 * Control characters draw nothing, yet Firefox asks a face for the line
 * breaks in the HTML's text: left in the rest of fontsource's Latin face,
 * they made every Firefox page fetch its 48.7 kB file.
 */
const isControl = (point) => point < 0x20 || (point >= 0x7f && point < 0xa0);

const subset = await subsetFont(await readFile(path.join(fontsource, 'files', 'inter-latin-wght-normal.woff2')), String.fromCodePoint(...site), {
  targetFormat: 'woff2',
  keepFeatures: FEATURES,
  variationAxes: { wght: { min: SUBSET_WEIGHTS[0], max: SUBSET_WEIGHTS[1] } },
});
await writeFile(path.join(fontsDir, 'interSubset.woff2'), subset);

const stylesheet = `/*
 * Inter for the site. Written by scripts/font/subsetInter.mjs
 * (npm run font:subset); do not edit by hand.
 *
 * interSubset.woff2 holds the ${site.length} characters the site's source uses,
 * weights ${SUBSET_WEIGHTS.join(' to ')} (${(subset.length / 1000).toFixed(1)} kB, against 48.7 kB for fontsource's
 * Latin file). Every other Latin and Latin Extended character comes from
 * fontsource's files, which a page fetches only when it shows one of them
 * (the ranges do not overlap).
 *
 * The subset comes with the page: the build writes it into every page as a
 * data: URL, preloaded at the top of the head (scripts/build/prerender.mjs).
 * Its face says font-display: block, so text waits for it; as it travels
 * with the HTML, the wait is its decoding, never a download. With optional,
 * WebKit (Safari, every iPhone browser) often had not decoded it by the first
 * layout and kept the fallback for the whole visit (9 of 18 first visits);
 * a swap would lay out every text again and move line breaks.
 * The fetched faces, for characters the source lacks (a name a visitor
 * types), stay optional: a download must never hold text back or move it.
 * Storybook keeps \`swap\` (src/design/fontFaces.ts): its screenshots need Inter.
 */
${face({ file: latinExt.file, weights: '100 900', points: latinExt.points, display: 'optional' })}

${face({ file: latin.file, weights: '100 900', points: latin.points.filter((point) => !siteSet.has(point) && !isControl(point)), display: 'optional' })}

${face({ file: './interSubset.woff2', weights: SUBSET_WEIGHTS.join(' '), points: site, display: 'block' })}
`;
await writeFile(path.join(fontsDir, 'interFaces.css'), stylesheet);
console.log(`font: interSubset.woff2, ${site.length} characters, ${(subset.length / 1000).toFixed(1)} kB; interFaces.css written`);
