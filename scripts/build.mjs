// `npm run build`: the client bundle, a server bundle, then one prerendered
// HTML file per route with its head and styles, plus sitemap.xml, robots.txt
// and the hosting rules, all from the route table.
import { build } from 'vite';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
// SITE_OUT lets two builds run side by side (e.g. two people testing at once).
const outName = process.env.SITE_OUT ?? 'dist';
const dist = path.join(root, outName);
const hostingDir = path.join(root, `${outName}-hosting`);
const ssrDir = `${outName}-ssr`;
const started = Date.now();

await build({ logLevel: 'warn', build: { outDir: outName, emptyOutDir: true } });
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });

const server = await import(pathToFileURL(path.join(root, ssrDir, 'entry-server.js')).href);
// The Latin face of the text font arrives with the HTML: no late swap reflows the first screen.
const latinFont = (await readdir(path.join(dist, 'assets'))).find((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file));
if (!latinFont) throw new Error('the Latin Inter font is missing from the build');
const template = (await readFile(path.join(dist, 'index.html'), 'utf8')).replace(
  '<!--app-head-->',
  `<link rel="preload" href="/assets/${latinFont}" as="font" type="font/woff2" crossorigin><!--app-head-->`,
);

/**
 * React emits the hoisted head tags (title, meta, link) at the start of the
 * root's HTML when only the root is rendered; search engines ignore a
 * canonical in <body>, so they move into <head>.
 */
function splitHoistedHead(html) {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;
  let head = '';
  let rest = html;
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function page(head, styles, body) {
  return template.replace('<!--app-head-->', `${head}${styles}`).replace('<!--app-html-->', body);
}

for (const route of server.routes) {
  const { html, styles } = await server.render(route.path);
  const { head, body } = splitHoistedHead(html);
  if (!head.includes('<title>')) throw new Error(`${route.path}: no <title> was rendered`);
  const file = path.join(dist, route.path, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page(head, styles, body));
}

// The root only redirects; this page serves hosts that ignore _redirects.
await writeFile(
  path.join(dist, 'index.html'),
  `<!doctype html><html lang="de-CH"><head><meta charset="utf-8"><title>Weiterleitung</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=/de"><link rel="canonical" href="${server.canonicalUrl('/de')}"></head><body><p><a href="/de">Weiter zur Startseite</a></p></body></html>\n`,
);

const indexable = server.routes.filter((route) => route.indexable);
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((route) => `  <url><loc>${server.canonicalUrl(route.path)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
const hidden = server.routes.filter((route) => !route.indexable);
await writeFile(
  path.join(dist, 'robots.txt'),
  ['User-agent: *', 'Allow: /', ...hidden.map((route) => `Disallow: ${route.path}`), '', `Sitemap: ${server.canonicalUrl('/sitemap.xml')}`, ''].join('\n'),
);

const { netlifyHeaders, netlifyRedirects, nginxConfig } = server;
const rules = server.hostingRules();
await writeFile(path.join(dist, '_headers'), netlifyHeaders(rules));
await writeFile(path.join(dist, '_redirects'), netlifyRedirects(rules));
await mkdir(hostingDir, { recursive: true });
await writeFile(path.join(hostingDir, 'nginx.conf'), nginxConfig(rules));
await writeFile(path.join(hostingDir, 'rules.json'), JSON.stringify(rules, null, 2));
await rm(path.join(root, ssrDir), { recursive: true, force: true });

console.log(`prerendered ${server.routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
