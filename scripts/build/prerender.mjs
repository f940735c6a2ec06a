// Turns a route's server render into a complete HTML document.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A client build's index.html with the entry's stylesheet (the font faces)
 * inlined: the first paint waits for no request but the page itself.
 * @param {string} dist
 * @param {string} indexHtml
 * @param {ReadonlyArray<string>} stylesheets
 * @returns {Promise<string>}
 */
export async function documentTemplate(dist, indexHtml, stylesheets) {
  let html = indexHtml;
  for (const file of stylesheets) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}`);
    const css = await readFile(path.join(dist, file), 'utf8');
    // The disabled link is never fetched; it tells Vite's preload helper that
    // the stylesheet is here, so a lazy chunk does not load it a second time
    // (which declared Inter again and fetched its subset as a file).
    html = html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled />`);
  }
  return withInlineFont(html, dist);
}

/** Inter's subset of the site's characters, as the inlined font faces name it. */
const INTER_SUBSET = /\/assets\/interSubset-[\w-]+\.woff2/;

/**
 * Inter's subset (19.5 kB) travels inside the page's inlined font faces, so
 * text waits only for its decoding (font-display: block), never for a
 * download. Requested as a file, even preloaded, it arrived after the first
 * layout on most pages over Slow 4G. Every later page of the visit is drawn
 * by the app, which reuses the face.
 */
export async function withInlineFont(html, dist) {
  const font = INTER_SUBSET.exec(html)?.[0];
  if (!font) throw new Error('the inlined font faces name no Inter subset (src/design/fonts/interFaces.css)');
  const data = `data:font/woff2;base64,${(await readFile(path.join(dist, font))).toString('base64')}`;
  // No preload of the data: URL: WebKit fetched it in CORS mode, failed, and
  // then failed the face itself, so Safari drew every text in the fallback.
  // The head's brandFaceScript starts its decoding before the first layout.
  return html.replace(font, () => data);
}

/**
 * React emits the hoisted head tags (title, meta, link) at the start of the
 * root's HTML when only the root is rendered; search engines ignore a
 * canonical in <body>, so they move into <head>.
 * @param {string} html
 * @returns {{ head: string, body: string }}
 */
export function splitHoistedHead(html) {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let head = '';
  let rest = html;
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * No first paint of a half-parsed page: a slow phone's parser may yield
 * mid-hero, and the rest of the hero would then move what was painted. Each
 * page holds its first paint until the parser reaches `pageEndId`, the
 * footer's id (PAGE_END_ID in src/site/Layout.tsx). Chromium lifts the hold
 * at the target's start tag, so the target must come after all of <main>.
 */
export function renderBlockingLink(pageEndId) {
  return `<link rel="expect" href="#${pageEndId}" blocking="render" />`;
}

/**
 * A page without that element would hold its first paint until the whole
 * document is parsed, and one with it inside <main> would paint a
 * half-parsed main: both fail the build.
 */
export function assertRenderBlockingTarget(body, pageEndId, routePath) {
  const at = body.indexOf(` id="${pageEndId}"`);
  if (at < 0) throw new Error(`${routePath}: the first paint waits for #${pageEndId}, which the page does not render`);
  if (at < body.lastIndexOf('</main>')) throw new Error(`${routePath}: #${pageEndId} comes before the end of <main>, so a half-parsed page could paint`);
}

/** Text as an HTML attribute's value, in double quotes. */
const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * One page: its language on <html>, the render's head tags and styles in
 * <head>, its markup in the body, and on the boot script's tag what the
 * boot script needs to know of it: `data-view-message`, the page's message
 * on view, which it logs. The build and `npm run dev` both assemble every
 * page with it, on the built index.html and on Vite's own.
 * @param {string} template
 * @param {{ html: string, styles: string, lang: string }} rendered
 * @param {string} routePath
 * @param {string} pageEndId
 * @param {{ viewMessage?: string }} [boot]
 * @returns {string}
 */
export function pageDocument(template, { html, styles, lang }, routePath, pageEndId, { viewMessage } = {}) {
  const { head, body } = splitHoistedHead(html);
  if (!head.includes('<title>')) throw new Error(`${routePath}: no <title> was rendered`);
  assertRenderBlockingTarget(body, pageEndId, routePath);
  // The page's entry is the last module script: in development Vite's client comes before it, and says no crossorigin.
  const entryScripts = [...template.matchAll(/<script type="module"(?: crossorigin)? src="[^"]+"/g)];
  const entryScript = entryScripts.at(-1);
  if (!entryScript) throw new Error('index.html has no module script to run the page');
  const htmlTag = /<html lang="[^"]*">/;
  if (!htmlTag.test(template)) throw new Error('index.html has no <html lang="…"> to set the page\'s language on');
  const attributes = viewMessage ? ` data-view-message="${attributeValue(viewMessage)}"` : '';
  const withEntryData = template.slice(0, entryScript.index + entryScript[0].length) + attributes + template.slice(entryScript.index + entryScript[0].length);
  return withEntryData
    .replace(htmlTag, `<html lang="${lang}">`)
    .replace('<!--app-head-->', `${renderBlockingLink(pageEndId)}${head}${styles}`)
    .replace('<!--app-html-->', () => body);
}
