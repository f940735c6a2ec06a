// What each route needs before it is interactive, read from the client
// build's own manifest (.vite/manifest.json): the entry, the route's page
// chunk and every chunk they import statically. The build uses it to preload
// a page's chunks from its HTML and to check the size budget; the benchmark
// prints it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function readManifest(dist) {
  return JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
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

/** The entry's key: the chunk index.html loads. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('the client build has no entry chunk');
  return key;
}

/** Gzip size of a built file, as a compressing server sends it. */
export async function gzipBytes(dist, file) {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length;
}

/**
 * One route's initial JavaScript: the entry's closure plus the page's.
 * `pageFiles` are only the page's own chunks (not already in the entry's
 * closure): the ones its HTML preloads.
 */
export async function routeInitialJs(dist, manifest, componentName) {
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const all = staticClosure(manifest, [entryKey(manifest), pageModuleKey(manifest, componentName)]).filter((file) => file.endsWith('.js'));
  const pageFiles = all.filter((file) => !entry.includes(file));
  const sizes = await Promise.all(all.map((file) => gzipBytes(dist, file)));
  return { files: all, pageFiles, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}
