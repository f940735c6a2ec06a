// Every route's social card as a PNG: the one component,
// src/site/SocialCard.tsx, drawn to SVG by satori (no browser: it lays out
// the flexbox subset of CSS and writes the text as outlines) and to pixels
// by resvg. About 20 ms a card (0.7 s for 36 routes), so nothing is
// cached between builds: a cache keyed by what decides the pixels would
// save less than a second and could serve a stale card.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/**
 * @typedef {object} CardFont
 * @property {string} name
 * @property {Buffer} data
 * @property {number} weight
 * @property {'normal'} style
 */

/**
 * Inter, the brand's face, as static files: satori draws a variable font
 * at its default instance only (its bold was the regular, thickened), so
 * it gets @fontsource/inter's WOFF per weight the card uses, Latin and
 * Latin Extended (every language's letters, quotes and dashes).
 */
const CARD_WEIGHTS = [500, 600, 700];
const CARD_SUBSETS = ['latin', 'latin-ext'];

/**
 * The fonts for satori, under the family name the component asks for.
 * @param {string} family
 * @returns {Promise<CardFont[]>}
 */
export async function cardFonts(family) {
  const fonts = [];
  for (const weight of CARD_WEIGHTS) {
    for (const subset of CARD_SUBSETS) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      fonts.push({ name: family, data: await readFile(file), weight, style: 'normal' });
    }
  }
  return fonts;
}

/**
 * A file under `public/` as a `data:` URL: satori loads no address itself.
 * @param {string} file
 * @param {string} type
 * @returns {Promise<string>}
 */
export async function dataUrl(file, type) {
  return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
}

/**
 * One card as a PNG of `size`.
 * @param {import('react').ReactElement<unknown>} element
 * @param {{ fonts: CardFont[], size: { width: number, height: number } }} options
 * @returns {Promise<Buffer>}
 */
export async function renderCard(element, { fonts, size }) {
  const svg = await satori(element, { width: size.width, height: size.height, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * A PNG's width and height, from its header; null for anything else.
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number } | null}
 */
export function pngSize(bytes) {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Draws each card (`path` under the site, `element` the component for it)
 * into `outDir`. Fails if a card is not a PNG of `size`, or two routes'
 * cards are the same picture.
 * @param {ReadonlyArray<{ path: string, element: import('react').ReactElement<unknown> }>} cards
 * @param {{ outDir: string, size: { width: number, height: number }, fonts: CardFont[] }} options
 * @returns {Promise<Array<{ path: string, bytes: number }>>}
 */
export async function writeSocialCards(cards, { outDir, size, fonts }) {
  const written = [];
  const byHash = new Map();
  for (const { path: cardPath, element } of cards) {
    const bytes = await renderCard(element, { fonts, size });
    const drawn = pngSize(bytes);
    if (drawn?.width !== size.width || drawn?.height !== size.height) throw new Error(`${cardPath} is not a ${size.width} × ${size.height} PNG`);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (byHash.has(hash)) throw new Error(`${byHash.get(hash)} and ${cardPath} are the same picture: each page's card shows its own title`);
    byHash.set(hash, cardPath);
    const target = path.join(outDir, cardPath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written.push({ path: cardPath, bytes: bytes.length });
  }
  return written;
}
