// `npm run images:outline`: turns the `<text>` of the site's SVG images (the
// sample customers' logos) into outlines drawn in Inter, so a logo looks the
// same everywhere. An SVG shown through `<img>` cannot use the page's web
// fonts: its text took whatever the machine had for «Helvetica, Arial» (a
// visitor on Windows saw Arial, on a Mac Helvetica, the test browser
// Liberation Sans), and the story pictures changed with the fonts a machine
// had installed. The image keeps its accessible name (`aria-label`, `<title>`).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';

const root = process.cwd();
const INTER = path.join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');

const sfnt = await fontverter.convert(await readFile(INTER), 'sfnt');
const face = new hb.Face(new hb.Blob(sfnt));

/** An attribute of a start tag, or undefined. */
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Rounds to 0.01 so the files stay small and stable. */
const round = (value) => Math.round(value * 100) / 100;

/** One `<text>` element as a group of glyph outlines, positioned and filled as the text was. */
function outline(startTag, content) {
  const size = Number(attribute(startTag, 'font-size') ?? 16);
  const weight = Number(attribute(startTag, 'font-weight') ?? 400);
  const spacing = Number(attribute(startTag, 'letter-spacing') ?? 0);
  const x = Number(attribute(startTag, 'x') ?? 0);
  const y = Number(attribute(startTag, 'y') ?? 0);
  // Without a fill of its own the text takes its group's, and so do its outlines.
  const fill = attribute(startTag, 'fill');
  const anchor = attribute(startTag, 'text-anchor') ?? 'start';
  const text = content.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

  const font = new hb.Font(face);
  font.setVariations([hb.Variation.fromString(`wght=${weight}`)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / face.upem;
  const glyphs = [];
  let pen = 0;
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  for (const [index, info] of infos.entries()) {
    const position = positions[index];
    // Whole font units (Inter has 2048 to the em): finer than a pixel's hundredth at logo sizes.
    const d = font.glyphToPath(info.codepoint).replace(/-?\d+(\.\d+)?/g, (number) => String(Math.round(Number(number))));
    if (d) glyphs.push({ d, at: pen + position.xOffset });
    pen += position.xAdvance + spacing / scale;
  }
  const width = (pen - spacing / scale) * scale;
  const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const paths = glyphs.map(({ d, at }) => `<path transform="translate(${Math.round(at)} 0)" d="${d}"/>`).join('');
  const factor = Number(scale.toPrecision(6));
  return `<g${fill ? ` fill="${fill}"` : ''} transform="translate(${round(start)} ${round(y)}) scale(${factor} ${-factor})">${paths}</g>`;
}

const imagesDir = path.join(root, 'public', 'images');
const files = (await readdir(imagesDir, { recursive: true })).filter((file) => file.endsWith('.svg'));
let changed = 0;
for (const file of files) {
  const full = path.join(imagesDir, file);
  const svg = await readFile(full, 'utf8');
  const outlined = svg.replace(/(<text\b[^>]*>)([^<]*)<\/text>/g, (_, startTag, content) => outline(startTag, content));
  if (outlined !== svg) {
    await writeFile(full, outlined);
    changed += 1;
    console.log(`outlined: public/images/${file}`);
  }
}
console.log(`${changed} of ${files.length} SVG files had text`);
