// What each route loads, read from the client build's own manifest
// (.vite/manifest.json): the boot script (src/boot.ts)
// and what it imports statically, which every page runs on arrival; and,
// on a page with islands, the island runtime (React, styled-components) and
// each island's module with what they import statically, which the page
// fetches once it has painted. The build uses it to inline the boot
// script's stylesheet, to list a page's island chunks in its HTML and to
// check the size budget; the benchmark prints it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { servedBytes } from './precompress.mjs';

/** The module that hydrates islands (src/site/islandRuntime.tsx), loaded with the first island. */
export const ISLAND_RUNTIME_KEY = 'src/site/islandRuntime.tsx';

/** The client build's manifest. */
export async function readManifest(dist) {
  return JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The entry: the chunk index.html loads (src/boot.ts). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('the client build has no entry chunk');
  return key;
}

/**
 * The manifest key of an island's module: its id is the module's path
 * under src/ (scripts/build/islandPlugin.ts), `sections/pricing/TokenEstimator`
 * for src/sections/pricing/TokenEstimator.tsx.
 */
export function islandModuleKey(manifest, islandId) {
  const module = `src/${islandId.split('#')[0]}`;
  const key = [`${module}.tsx`, `${module}.ts`].find((candidate) => manifest[candidate]?.isDynamicEntry);
  if (!key) throw new Error(`the island ${islandId} is not a chunk of the client build (virtual:islands loads it)`);
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
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file, ...(chunk.css ?? []));
  };
  keys.forEach(visit);
  return [...new Set(files)];
}

/** The entry's stylesheets (linked from index.html), which every page inlines. */
export function entryStylesheets(manifest) {
  return manifest[entryKey(manifest)].css ?? [];
}

/**
 * One route's JavaScript: `bootFiles`, what it runs on arrival; `islandFiles`,
 * what its islands need besides (none on a page without islands), given
 * their ids (their modules under src/). Sizes are bytes as served to a browser
 * that accepts Brotli (precompress.mjs), without response headers.
 */
export async function routeJs(dist, manifest, islandIds) {
  const js = (file) => file.endsWith('.js');
  const bootFiles = staticClosure(manifest, [entryKey(manifest)]).filter(js);
  const islandKeys = [...new Set(islandIds)].map((id) => islandModuleKey(manifest, id));
  const islandFiles = islandKeys.length === 0 ? [] : staticClosure(manifest, [ISLAND_RUNTIME_KEY, ...islandKeys]).filter((file) => js(file) && !bootFiles.includes(file));
  const served = async (files) => (await Promise.all(files.map((file) => servedBytes(dist, file)))).reduce((sum, size) => sum + size, 0);
  const bootBytes = await served(bootFiles);
  const islandBytes = await served(islandFiles);
  return { files: [...bootFiles, ...islandFiles], bootFiles, islandFiles, bootBytes, islandBytes, bytes: bootBytes + islandBytes };
}
