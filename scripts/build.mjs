// `npm run build` in named steps: a client bundle and a server bundle per
// language, one prerendered HTML file per route with its head and styles,
// the files for crawlers, the hosting rules, the SEO audit of those pages
// (and its gate), then the SEO pages that show it, all from the route
// table; and Brotli and gzip copies of every text file.
//
// One bundle per language (SITE_LOCALE, see vite.config.ts): the boot script
// and the island runtime carry their language's few words (the primitives'
// labels), and each server bundle renders its language's pages.
import { build } from 'vite';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate, pageDocument } from './build/prerender.mjs';
import { robotsTxt, rootRedirectPage, sitemap } from './build/crawlerFiles.mjs';
import { entryStylesheets, readManifest, routeJs } from './build/routeAssets.mjs';
import { readFile } from 'node:fs/promises';
import { seoAudit } from './build/seoAudit.mjs';
import { checkSizeBudget } from './build/sizeBudget.mjs';
import { codeSplitting } from './build/codeSplitting.mjs';
import { precompress, textFiles } from './build/precompress.mjs';

const root = process.cwd();
// SITE_OUT lets two builds run side by side (e.g. two people testing at once).
const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.join(root, outName);
const hostingDir = path.join(root, `${outName}-hosting`);
const ssrDir = path.join(root, `${outName}-ssr`);

// The languages, as src/lib/locales.ts lists them (the first is the default).
const locales = ['de-CH', 'fr-CH'];

/** Set by the server bundle step: per language, its bundle (render); `server` is the first's, for everything that is the same in all (routes, canonicalUrl, hosting rules and their writers, the audit). */
const servers = {};
let server;
/** Per route path, what it loads (routeAssets.mjs), set as each is prerendered. */
const routeAssets = new Map();
/** Per language, its client build's manifest. */
const manifests = {};
/** Per language, its client build's index.html (each build writes its own over the last). */
const indexHtml = {};
/** Per language, the document every page of it starts from (index.html with the stylesheets inlined). */
const templates = {};

/**
 * Writes each route's document, with the chunks its islands need (their
 * components' names come with the render) listed for the boot script.
 */
async function prerender(routes) {
  for (const route of routes) {
    const file = path.join(dist, route.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    const rendered = await servers[route.locale].render(route.path);
    const islandComponents = await Promise.all(rendered.islands.map((name) => server.islandLoaders[name]().then((component) => component.name)));
    const assets = await routeJs(dist, manifests[route.locale], islandComponents);
    routeAssets.set(route.path, { path: route.path, locale: route.locale, indexable: route.indexable, islands: rendered.islands, ...assets });
    await writeFile(file, pageDocument(templates[route.locale], rendered, route.path, server.PAGE_END_ID, { islandChunks: assets.islandFiles, viewMessage: rendered.arrival.viewMessage }));
  }
  return `${routes.length} routes`;
}

/** Builds with SITE_LOCALE set to `locale` (vite.config.ts reads it when the build loads its config). */
async function inLocale(locale, run) {
  const before = process.env.SITE_LOCALE;
  process.env.SITE_LOCALE = locale;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.SITE_LOCALE;
    else process.env.SITE_LOCALE = before;
  }
}

const steps = [
  [
    'client bundles',
    async () => {
      for (const [index, locale] of locales.entries()) {
        // The languages share the output folder: a chunk with the same content has the same name.
        const emptyOutDir = index === 0;
        await inLocale(locale, () => build({ logLevel: 'warn', build: { outDir: outName, emptyOutDir, rolldownOptions: { output: { codeSplitting } } } }));
        indexHtml[locale] = await readFile(path.join(dist, 'index.html'), 'utf8');
      }
      return locales.join(', ');
    },
  ],
  // Before the route assets: their sizes are the compressed files' sizes.
  ['compress assets', async () => `${await precompress(dist, await textFiles(dist, { under: 'assets' }))} files`],
  [
    'server bundles',
    async () => {
      for (const locale of locales) {
        const outDir = path.join(ssrDir, locale);
        await inLocale(locale, () => build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true } }));
        servers[locale] = await import(pathToFileURL(path.join(outDir, 'entry-server.js')).href);
        if (servers[locale].bundleLocale !== locale) throw new Error(`the server bundle built for ${locale} renders ${servers[locale].bundleLocale}`);
      }
      server = servers[locales[0]];
      const listed = server.locales.join(', ');
      if (listed !== locales.join(', ')) throw new Error(`scripts/build.mjs builds ${locales.join(', ')}, but src/lib/locales.ts lists ${listed}`);
    },
  ],
  [
    'page templates',
    async () => {
      for (const locale of locales) {
        manifests[locale] = await readManifest(dist, locale);
        templates[locale] = await documentTemplate(dist, indexHtml[locale], entryStylesheets(manifests[locale]));
      }
    },
  ],
  ['prerender', () => prerender(server.routes.filter((route) => !route.rendersSiteAudit))],
  [
    'crawler files',
    async () => {
      await writeFile(path.join(dist, 'index.html'), rootRedirectPage(server));
      await writeFile(path.join(dist, 'sitemap.xml'), sitemap(server.routes, server.canonicalUrl, server.alternatesOf));
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
      for (const locale of locales) servers[locale].provideSiteAudit(audit);
      return `${audit.pages.length} pages, all indexable ones pass`;
    },
  ],
  ['prerender seo pages', () => prerender(server.routes.filter((route) => route.rendersSiteAudit))],
  [
    'size budget',
    async () => {
      const assets = server.routes.map((route) => routeAssets.get(route.path));
      await writeFile(path.join(dist, '.vite', 'routes.json'), JSON.stringify(assets, null, 2));
      return checkSizeBudget(assets);
    },
  ],
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
