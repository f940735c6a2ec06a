// What each route needs before it is interactive, read from its language's
// client build's own manifest (.vite/manifest.<locale>.json): the entry (src/boot.ts), the
// app it imports after the first paint, the route's page chunk and every
// chunk they import statically. The build uses it to inline the app's
// stylesheet, to list a page's chunks in its HTML and to check the size
// budget; the benchmark prints it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { servedBytes } from './precompress.mjs';

/** The manifest of one language's client build (vite.config.ts names it). */
export async function readManifest(dist, locale) {
  return JSON.parse(await readFile(path.join(dist, '.vite', `manifest.${locale}.json`), 'utf8'));
}

/** The manifest key of the page module whose export is `componentName` (src/pages/HomePage.tsx exports HomePage). */
export function pageModuleKey(manifest, componentName) {
  const key = `src/pages/${componentName}.tsx`;
  if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a page chunk of the client build (a page module is named after the component it exports)`);
  return key;
}

/** The files of `keys` and everything they import statically, each once, in load order. */
export function staticClosure(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file, ...(chunk.css ?? []));
  };
  keys.forEach(visit);
  return [...new Set(files)];
}

/** The entry (the chunk index.html loads) and the app it imports: what every route runs. */
export function appKeys(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('the client build has no entry chunk');
  return [key, ...(manifest[key].dynamicImports ?? [])];
}

/**
 * Throws if the entry (src/boot.ts) imports a chunk statically: the browser
 * would fetch it, and Vite would preload it from the page's head, before the
 * first paint, which the boot script exists to keep free.
 */
export function checkEntryImportsNothing(manifest) {
  const entry = manifest[appKeys(manifest)[0]];
  if (entry.imports?.length) throw new Error(`${entry.file} imports ${entry.imports.join(', ')} statically: it would load before the first paint (see scripts/build/codeSplitting.mjs)`);
}

/** The entry's stylesheets (linked from index.html), which every page inlines. */
export function entryStylesheets(manifest) {
  return manifest[appKeys(manifest)[0]].css ?? [];
}

/**
 * One route's initial JavaScript: the app's closure plus the page's.
 * `pageFiles` are only the page's own chunks (not already in the app's
 * closure); `preloads` are all but the entry, which the page's HTML loads
 * itself: the ones src/boot.ts preloads; `entryBytes` is that entry alone
 * (all a page that starts on input loads until the visitor acts). Sizes are bytes as served to a
 * browser that accepts Brotli (precompress.mjs), without response headers.
 */
export async function routeInitialJs(dist, manifest, componentName) {
  const app = staticClosure(manifest, appKeys(manifest));
  const all = staticClosure(manifest, [...appKeys(manifest), pageModuleKey(manifest, componentName)]).filter((file) => file.endsWith('.js'));
  const pageFiles = all.filter((file) => !app.includes(file));
  const served = async (files) => (await Promise.all(files.map((file) => servedBytes(dist, file)))).reduce((sum, size) => sum + size, 0);
  const appBytes = await served(all.filter((file) => app.includes(file)));
  const pageBytes = await served(pageFiles);
  const entry = manifest[appKeys(manifest)[0]].file;
  return { files: all, pageFiles, preloads: all.filter((file) => file !== entry), appBytes, pageBytes, bytes: appBytes + pageBytes, entryBytes: await servedBytes(dist, entry) };
}
