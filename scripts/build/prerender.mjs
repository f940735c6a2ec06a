// Turns a route's server render into a complete HTML document.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The client build's index.html. The text font is not preloaded: a preload
 * competes with the page for the first paint, and the fallback face in
 * GlobalStyle keeps the late swap from moving the layout.
 */
export async function documentTemplate(dist) {
  return readFile(path.join(dist, 'index.html'), 'utf8');
}

/**
 * React emits the hoisted head tags (title, meta, link) at the start of the
 * root's HTML when only the root is rendered; search engines ignore a
 * canonical in <body>, so they move into <head>.
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

/** One page: the render's head tags and styles in <head>, its markup in the root. */
export function pageDocument(template, { html, styles }, routePath) {
  const { head, body } = splitHoistedHead(html);
  if (!head.includes('<title>')) throw new Error(`${routePath}: no <title> was rendered`);
  return template.replace('<!--app-head-->', `${head}${styles}`).replace('<!--app-html-->', body);
}
