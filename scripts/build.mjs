// `npm run build` in named steps: a client bundle and a server bundle per
// language, one prerendered HTML file per route with its head and styles,
// the files for crawlers, the hosting rules, the SEO audit of those pages
// (and its gate), then the SEO pages that show it, all from the route
// table; and Brotli and gzip copies of every text file.
//
// One bundle per language (SITE_LOCALE, see vite.config.ts): a page loads its
// language's words inside the chunks of the code that shows them, as the
// single-language site did. One bundle for both languages put each page's
// words in a chunk of their own and the shell's in the page as data: 0.8 to
// 3.3 kB more per route, and the French home page over the 120 kB budget.
import { build } from 'vite';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate, pageDocument } from './build/prerender.mjs';
import { robotsTxt, rootRedirectPage, sitemap } from './build/crawlerFiles.mjs';
import { checkEntryImportsNothing, entryStylesheets, readManifest, routeInitialJs } from './build/routeAssets.mjs';
import { readFile } from 'node:fs/promises';
import { seoAudit } from './build/seoAudit.mjs';
import { checkSizeBudget } from './build/sizeBudget.mjs';
import { appClosure, codeSplitting } from './build/codeSplitting.mjs';
import { contentIcons } from './build/contentIcons.mjs';
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
/** Set by the route assets step: per route path, its initial JavaScript. */
const initialJs = new Map();
/** Per language, its client build's index.html (each build writes its own over the last). */
const indexHtml = {};
/** Per language, the document every page of it starts from (index.html with the stylesheets inlined). */
const templates = {};

async function prerender(routes) {
  for (const route of routes) {
    const file = path.join(dist, route.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    const rendered = await servers[route.locale].render(route.path);
    const { readsQuery = [], readsHash = false, viewMessage } = rendered.arrival;
    const start = { startsOnInput: route.startsOnInput === true, readsQuery: [...(route.sharedQuery ?? []), ...readsQuery], readsHash, viewMessage };
    await writeFile(file, pageDocument(templates[route.locale], rendered, route.path, initialJs.get(route.path).preloads, server.PAGE_END_ID, start));
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
        await inLocale(locale, () => build({ logLevel: 'warn', plugins: [appClosure, contentIcons], build: { outDir: outName, emptyOutDir, rolldownOptions: { output: { codeSplitting } } } }));
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
    'route assets',
    async () => {
      for (const locale of locales) {
        const manifest = await readManifest(dist, locale);
        checkEntryImportsNothing(manifest);
        templates[locale] = await documentTemplate(dist, indexHtml[locale], entryStylesheets(manifest));
        for (const route of server.routes.filter((candidate) => candidate.locale === locale)) {
          // A page that shows the SEO audit keeps its bare loader beside it (withSiteAudit): the audit does not exist yet.
          const page = await (route.load.loadPage ? route.load.loadPage() : route.load()).then((module) => module.Page);
          initialJs.set(route.path, { path: route.path, locale, page: page.name, indexable: route.indexable, startsOnInput: route.startsOnInput === true, ...(await routeInitialJs(dist, manifest, page.name)) });
        }
      }
      await writeFile(path.join(dist, '.vite', 'routes.json'), JSON.stringify([...initialJs.values()], null, 2));
      return checkSizeBudget([...initialJs.values()]);
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
