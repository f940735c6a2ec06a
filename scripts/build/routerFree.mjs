// The router renders the site at build time only (src/site/routes.ts):
// no script the browser gets may carry its code. Its production build
// keeps these texts through minification (its invariants' messages and
// the attribute its links write), so a chunk that bundled any part of it
// holds at least one.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Texts of React Router's production build that survive minification.
 * @type {string[]}
 */
export const ROUTER_SIGNATURES = ['may be used only in the context of a <Router> component', 'data-discover', 'Absolute route path', '__reactRouterVersion'];

/**
 * The scripts under `dir`/assets that hold router code, each with the first text that gave it away.
 * @param {string} dir
 * @returns {Promise<{ scripts: number, found: Array<{ file: string, signature: string }> }>}
 */
export async function routerCodeIn(dir) {
  const assets = path.join(dir, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const found = [];
  for (const file of scripts) {
    const code = await readFile(path.join(assets, file), 'utf8');
    const signature = ROUTER_SIGNATURES.find((text) => code.includes(text));
    if (signature) found.push({ file: `assets/${file}`, signature });
  }
  return { scripts: scripts.length, found };
}

/**
 * Fails the build when a script for the browser holds router code.
 * @param {string} dir
 * @returns {Promise<string>}
 */
export async function checkRouterFree(dir) {
  const { scripts, found } = await routerCodeIn(dir);
  if (found.length > 0) {
    throw new Error(`React Router reached the browser: ${found.map(({ file, signature }) => `${file} («${signature}»)`).join(', ')}. Only the shell imports it (src/site/routes.ts, RouteElements.tsx, ShellLink.tsx); an island, a behaviour or boot.ts must not.`);
  }
  return `${scripts} scripts, none with router code`;
}
