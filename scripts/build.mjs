// `npm run build` in named steps: the client bundle, a server bundle, one
// prerendered HTML file per route with its head and styles, the files for
// crawlers, the hosting rules, the SEO audit of those pages (and its gate),
// then the SEO pages that show it, all from the route table; and Brotli and
// gzip copies of every text file.
import { build } from 'vite';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate, pageDocument } from './build/prerender.mjs';
import { robotsTxt, rootRedirectPage, sitemap } from './build/crawlerFiles.mjs';
import { checkEntryImportsNothing, entryStylesheets, readManifest, routeInitialJs } from './build/routeAssets.mjs';
import { seoAudit } from './build/seoAudit.mjs';
import { checkSizeBudget } from './build/sizeBudget.mjs';
import { appClosure, codeSplitting } from './build/codeSplitting.mjs';
import { contentIcons } from './build/contentIcons.mjs';
import { schedulerSlices } from './build/schedulerSlices.mjs';
import { precompress, textFiles } from './build/precompress.mjs';

const root = process.cwd();
// SITE_OUT lets two builds run side by side (e.g. two people testing at once).
const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.join(root, outName);
const hostingDir = path.join(root, `${outName}-hosting`);
const ssrDir = path.join(root, `${outName}-ssr`);

/** Set by the server bundle step: routes, render, canonicalUrl, hosting rules and their writers, the audit. */
let server;
/** Set by the route assets step: per route path, its initial JavaScript; and the entry's stylesheets. */
const initialJs = new Map();
let stylesheets;
/** The client build's index.html, read before the crawler files step replaces it with the root redirect. */
let template;

async function prerender(routes) {
  for (const route of routes) {
    const file = path.join(dist, route.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageDocument(template, await server.render(route.path), route.path, initialJs.get(route.path).preloads, server.PAGE_END_ID));
  }
  return `${routes.length} routes`;
}

const steps = [
  ['client bundle', () => build({ logLevel: 'warn', plugins: [appClosure, contentIcons, schedulerSlices], build: { outDir: outName, emptyOutDir: true, rolldownOptions: { output: { codeSplitting } } } })],
  // Before the route assets: their sizes are the compressed files' sizes.
  ['compress assets', async () => `${await precompress(dist, await textFiles(dist, { under: 'assets' }))} files`],
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
      checkEntryImportsNothing(manifest);
      stylesheets = entryStylesheets(manifest);
      for (const route of server.routes) {
        // A page that shows the SEO audit keeps its bare loader beside it (withSiteAudit): the audit does not exist yet.
        const page = await (route.load.loadPage ?? route.load)();
        initialJs.set(route.path, { path: route.path, page: page.name, indexable: route.indexable, ...(await routeInitialJs(dist, manifest, page.name)) });
      }
      await writeFile(path.join(dist, '.vite', 'routes.json'), JSON.stringify([...initialJs.values()], null, 2));
      return checkSizeBudget([...initialJs.values()]);
    },
  ],
  [
    'prerender',
    async () => {
      template = await documentTemplate(dist, stylesheets);
      return prerender(server.routes.filter((route) => !route.rendersSiteAudit));
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
  // The SEO pages show the audit of the others, so they come after it.
  [
    'seo audit',
    async () => {
      const audit = await seoAudit(dist, hostingDir, server);
      server.provideSiteAudit(audit);
      return `${audit.pages.length} pages, all indexable ones pass`;
    },
  ],
  ['prerender seo pages', () => prerender(server.routes.filter((route) => route.rendersSiteAudit))],
  ['compress pages', async () => `${await precompress(dist, await textFiles(dist, { except: 'assets' }))} files`],
  ['clean up', () => rm(ssrDir, { recursive: true, force: true })],
];

const started = Date.now();
for (const [name, run] of steps) {
  const t0 = Date.now();
  const detail = await run();
  console.log(`build: ${name}${typeof detail === 'string' ? `, ${detail}` : ''} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
