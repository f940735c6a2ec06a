// @ts-check
// The build calls the server bundle through its typed module (src/entry-server.tsx).
// `npm run build` in named steps: the client bundle and the server bundle,
// one prerendered HTML file per route with its head and styles, the files
// for crawlers, the hosting rules, the SEO audit of those pages (and its
// gate), then the SEO pages that show it, all from the route table; and
// Brotli and gzip copies of every text file; and every route's social card.
//
// One bundle serves every language: the browser's carries no words (a
// page brings its own, in its HTML and its islands' data), and the
// server's renders each route in its language (contentFor, src/content/siteContent.ts).
import { build } from 'vite';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentTemplate, pageDocument } from './build/prerender.mjs';
import { robotsTxt, rootRedirectPage, sitemap } from './build/crawlerFiles.mjs';
import { entryStylesheets, readManifest, routeJs } from './build/routeAssets.mjs';
import { seoAudit } from './build/seoAudit.mjs';
import { checkSizeBudget } from './build/sizeBudget.mjs';
import { checkRouterFree } from './build/routerFree.mjs';
import { codeSplitting } from './build/codeSplitting.mjs';
import { compression, textFiles } from './build/precompress.mjs';
import { PICTURES_FOLDER, servedPictures } from './build/servedPictures.mjs';
import { findSampleMarks } from './samples/sampleMarks.mjs';
import { contentSources } from './samples.mjs';
import { cardFonts, dataUrl, writeSocialCards } from './build/socialCards.mjs';
import { assertWords } from './content/wordsCheck.mjs';
import { hostedBackend, hostOf } from './cms/hostedBackend.mjs';
import { buildEditor } from './cms/buildEditor.mjs';

const root = process.cwd();
// SITE_OUT lets two builds run side by side (e.g. two people testing at once).
const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.join(root, outName);
const hostingDir = path.join(root, `${outName}-hosting`);
// The hosted editor at /admin/ when CMS_BACKEND names a team's Git host (scripts/cms/hostedBackend.mjs); otherwise none.
const editorBackend = hostedBackend();
const ssrDir = path.join(root, `${outName}-ssr`);
/** Brotli and gzip copies of the text files, kept between builds in .cache/compressed. */
const compressed = compression();

/**
 * Set by the server bundle step: the route table, the renderer, the hosting
 * rules and their writers, the audit. Typed as the module it is built from,
 * so a call the server bundle does not answer fails the typecheck.
 * @type {typeof import('../src/entry-server.tsx')}
 */
let server;
/** Per route path, what it loads (routeAssets.mjs), set as each is prerendered. */
const routeAssets = new Map();
/** The client build's manifest. @type {Awaited<ReturnType<typeof readManifest>>} */
let manifest;
/** The document every page starts from (index.html with the stylesheets inlined), set by the page template step. @type {string} */
let template;

/** Draws every route's social card (src/site/SocialCard.tsx) where its head names it (src/site/socialCards.ts). */
async function socialCards() {
  const logo = await dataUrl(path.join(root, 'public', server.operator.logo.src), 'image/svg+xml');
  const cards = server.routes.map((route) => server.socialCardToDraw(route, logo));
  const written = await writeSocialCards(cards, { outDir: dist, size: server.SOCIAL_CARD_SIZE, fonts: await cardFonts(server.brandFaceFamily) });
  const kB = written.map((card) => card.bytes / 1000);
  return `${written.length} cards, ${Math.min(...kB).toFixed(0)}–${Math.max(...kB).toFixed(0)} kB each`;
}

/**
 * Writes each route's document, with the chunks its islands need (their
 * ids, their modules under src/, come with the render) listed for the boot script.
 * @param {typeof server.routes} routes
 */
async function prerender(routes) {
  for (const route of routes) {
    const file = path.join(dist, route.path, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    const rendered = await server.render(route.path);
    const assets = await routeJs(dist, manifest, rendered.islands);
    routeAssets.set(route.path, { path: route.path, locale: route.locale, indexable: route.indexable, islands: rendered.islands, ...assets });
    await writeFile(file, pageDocument(template, rendered, route.path, server.PAGE_END_ID, { viewMessage: rendered.arrival.viewMessage }));
  }
  return `${routes.length} routes`;
}

const steps = [
  // Before anything else: an editor's broken words file stops the build with what to fix, not a page without its text.
  ['words', async () => assertWords(root)],
  ['client bundle', () => build({ logLevel: 'warn', build: { outDir: outName, emptyOutDir: true, rolldownOptions: { output: { codeSplitting } } } })],
  // The router renders pages here, never in the browser: a script that bundled it fails the build.
  ['no router in the browser', () => checkRouterFree(dist)],
  ...(editorBackend ? [['editor', () => buildEditor({ root, outDir: path.join(dist, 'admin'), backend: editorBackend })]] : []),
  // Before the route assets: their sizes are the compressed files' sizes.
  ['compress assets', async () => `${await compressed.precompress(dist, await textFiles(dist, { under: 'assets' }))} files`],
  [
    'server bundle',
    async () => {
      // The route table loads pages, content and the layout lazily (so the servers that only match paths stay light);
      // in the server bundle they are loaded anyway, which rolldown would report for each.
      await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } });
      server = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
      return server.locales.join(', ');
    },
  ],
  // The pictures the pages show, which the server bundle loaded and wrote (scripts/build/picturePlugin.ts).
  ['pictures', () => servedPictures(path.join(ssrDir, PICTURES_FOLDER), path.join(dist, PICTURES_FOLDER))],
  [
    'page template',
    async () => {
      manifest = await readManifest(dist);
      template = await documentTemplate(dist, await readFile(path.join(dist, 'index.html'), 'utf8'), entryStylesheets(manifest));
    },
  ],
  ['social cards', socialCards],
  ['prerender', () => prerender(server.routes.filter((route) => !route.rendersSiteAudit))],
  [
    'crawler files',
    async () => {
      await writeFile(path.join(dist, 'index.html'), rootRedirectPage(server));
      await writeFile(path.join(dist, 'sitemap.xml'), sitemap(server.routes, server.canonicalUrl, server.alternatesOf, server.lastModifiedOf));
      // The hosted editor is no page for a crawler.
      await writeFile(path.join(dist, 'robots.txt'), robotsTxt(server.routes, server.canonicalUrl, editorBackend ? ['/admin/'] : []));
      for (const feed of server.blogFeeds()) await writeFile(path.join(dist, feed.path), feed.xml);
    },
  ],
  [
    'hosting rules',
    async () => {
      const rules = server.hostingRules(editorBackend ? { editorHost: hostOf(editorBackend) } : {});
      await writeFile(path.join(dist, '_headers'), server.netlifyHeaders(rules));
      await writeFile(path.join(dist, '_redirects'), server.netlifyRedirects(rules));
      await mkdir(hostingDir, { recursive: true });
      await writeFile(path.join(hostingDir, 'nginx.conf'), server.nginxConfig(rules));
      await writeFile(path.join(hostingDir, server.NGINX_LANGUAGE_SCRIPT), server.nginxLanguageScript(rules));
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
  [
    'size budget',
    async () => {
      const assets = server.routes.map((route) => routeAssets.get(route.path));
      await writeFile(path.join(dist, '.vite', 'routes.json'), JSON.stringify(assets, null, 2));
      return checkSizeBudget(assets);
    },
  ],
  ['compress pages', async () => `${await compressed.precompress(dist, await textFiles(dist, { except: 'assets' }))} files`],
  ['clean up', () => Promise.all([rm(ssrDir, { recursive: true, force: true }), compressed.prune()])],
];

const started = Date.now();
for (const [name, run] of /** @type {Array<[string, () => Promise<unknown>]>} */ (steps)) {
  const t0 = Date.now();
  const detail = await run().catch((/** @type {Error} */ error) => {
    // The words check and the articles' speak to an editor: their findings, without a stack trace.
    if (error.name !== 'WordsError') throw error;
    console.error(`build: ${error.message}`);
    process.exit(1);
  });
  console.log(`build: ${name}${typeof detail === 'string' ? `, ${detail}` : ''} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The site must not go live with the sample values (src/content/sampleValue.ts): say so after every build while any remain.
const samples = findSampleMarks(contentSources(root));
if (samples.length > 0) {
  console.warn(`build: warning: ${samples.length} sample values are still in place (${[...new Set(samples.map((mark) => (mark.what.split(/[:;(]/)[0] ?? '').trim()))].slice(0, 4).join(', ')} …); npm run samples lists them with the file and line to change`);
}
