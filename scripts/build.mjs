// `npm run build` in named steps: the client bundle, a server bundle, one
// prerendered HTML file per route with its head and styles, the files for
// crawlers, and the hosting rules, all from the route table.
import { build } from 'vite';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate, pageDocument } from './build/prerender.mjs';
import { robotsTxt, rootRedirectPage, sitemap } from './build/crawlerFiles.mjs';
import { entryStylesheets, readManifest, routeInitialJs } from './build/routeAssets.mjs';
import { checkSizeBudget } from './build/sizeBudget.mjs';

const root = process.cwd();
// SITE_OUT lets two builds run side by side (e.g. two people testing at once).
const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.join(root, outName);
const hostingDir = path.join(root, `${outName}-hosting`);
const ssrDir = path.join(root, `${outName}-ssr`);

/** Set by the server bundle step: routes, render, canonicalUrl, hosting rules and their writers. */
let server;
/** Set by the route assets step: per route path, its initial JavaScript; and the entry's stylesheets. */
const initialJs = new Map();
let stylesheets;

const steps = [
  ['client bundle', () => build({ logLevel: 'warn', build: { outDir: outName, emptyOutDir: true } })],
  [
    'server bundle',
    async () => {
      await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
      server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
    },
  ],
  [
    'route assets',
    async () => {
      const manifest = await readManifest(dist);
      stylesheets = entryStylesheets(manifest);
      for (const route of server.routes) {
        const page = await route.load();
        initialJs.set(route.path, { path: route.path, page: page.name, ...(await routeInitialJs(dist, manifest, page.name)) });
      }
      await writeFile(path.join(dist, '.vite', 'routes.json'), JSON.stringify([...initialJs.values()], null, 2));
      return checkSizeBudget([...initialJs.values()]);
    },
  ],
  [
    'prerender',
    async () => {
      const template = await documentTemplate(dist, stylesheets);
      for (const route of server.routes) {
        const file = path.join(dist, route.path, 'index.html');
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, pageDocument(template, await server.render(route.path), route.path, initialJs.get(route.path).pageFiles));
      }
      return `${server.routes.length} routes`;
    },
  ],
  [
    'crawler files',
    async () => {
      await writeFile(path.join(dist, 'index.html'), rootRedirectPage(server.canonicalUrl));
      await writeFile(path.join(dist, 'sitemap.xml'), sitemap(server.routes, server.canonicalUrl));
      await writeFile(path.join(dist, 'robots.txt'), robotsTxt(server.routes, server.canonicalUrl));
    },
  ],
  [
    'hosting rules',
    async () => {
      const rules = server.hostingRules();
      await writeFile(path.join(dist, '_headers'), server.netlifyHeaders(rules));
      await writeFile(path.join(dist, '_redirects'), server.netlifyRedirects(rules));
      await mkdir(hostingDir, { recursive: true });
      await writeFile(path.join(hostingDir, 'nginx.conf'), server.nginxConfig(rules));
      await writeFile(path.join(hostingDir, 'rules.json'), JSON.stringify(rules, null, 2));
    },
  ],
  ['clean up', () => rm(ssrDir, { recursive: true, force: true })],
];

const started = Date.now();
for (const [name, run] of steps) {
  const t0 = Date.now();
  const detail = await run();
  console.log(`build: ${name}${typeof detail === 'string' ? `, ${detail}` : ''} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
