import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type * as ServeRequestModule from './src/site/serveRequest.ts';
import { themeColorMetas, themeCss } from './src/design/themeStyles.ts';
import { headScripts } from './src/site/headScripts.ts';
import { localeOfPath } from './src/lib/locales.ts';
import { reactDomAsModule } from './scripts/build/reactDomAsModule.mjs';
import { islandPlugin } from './scripts/build/islandPlugin.ts';
import { picturePlugin } from './scripts/build/picturePlugin.ts';
import { styledComponentIds } from './scripts/build/styledComponentIds.ts';
import { assertWords, checkWords, wordsProblems } from './scripts/content/wordsCheck.mjs';
import type * as ServerEntryModule from './src/entry-server.tsx';

type ServerEntry = typeof ServerEntryModule;

/**
 * Sets a header that the static file server cannot overwrite: Vite's preview
 * passes its own `Cache-Control: no-cache` to `writeHead`.
 */
function forceHeader(res: ServerResponse, name: string, value: string) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const arg of args) if (arg && typeof arg === 'object' && !Array.isArray(arg)) delete (arg as Record<string, unknown>)[name];
    res.setHeader(name, value);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * The files a server may send compressed, by their ending: those nginx
 * compresses (its `gzip_types`, and HTML) and the build writes `.br` and
 * `.gz` copies of (scripts/build/precompress.mjs). Only these vary by
 * `Accept-Encoding`; an image (a social card) is sent as it is, as nginx
 * sends it, without `Vary`, which the static server would add to every file.
 */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt)$/;

/** Leaves out a header the static server would set, as nginx does not send it. */
function dropHeader(res: ServerResponse, name: string) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    res.removeHeader(name);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * `npm start` serves dist/ with the hosting rules the build wrote from
 * src/site/hosting.ts: the same security headers (a document's policies on
 * pages only), caching and 301s as production, and the build's Brotli or
 * gzip copy of a text file to a browser that accepts it (sirv, the static
 * server inside Vite's preview, whose own compression is gzip on the fly).
 * What each request gets is decided by `serveRequest` (unit-tested) over
 * the route table, so a malformed or hostile path gets the fallback's 301,
 * never an error. Both are loaded through Vite's module runner when the
 * server starts: imported here, the config's bundler would inline every
 * page the table loads lazily.
 */
function hostingRulesInPreview(): Plugin {
  return {
    name: 'hosting-rules-in-preview',
    async configurePreviewServer(server) {
      const { module } = await runnerImport<typeof ServeRequestModule>(path.resolve('src/site/serveRequest.ts'), { configFile: false, logLevel: 'error', plugins: [picturePlugin()] });
      const { cacheControlFor, headersFor, serveRequest } = module;
      const outDir = path.resolve(server.config.build.outDir);
      const rules = JSON.parse(readFileSync(`${outDir}-hosting/rules.json`, 'utf8')) as ServeRequestModule.RequestRules;
      const files = sirv(outDir, { brotli: true, gzip: true, etag: true, extensions: [] });
      const isFile = (file: string) => {
        const absolute = path.join(outDir, file);
        return absolute.startsWith(`${outDir}${path.sep}`) && existsSync(absolute) && statSync(absolute).isFile();
      };
      server.middlewares.use((req, res, next) => {
        const decision = serveRequest(req.url ?? '/', rules, isFile, req.headers['accept-language']);
        const secure = 'encrypted' in req.socket && req.socket.encrypted === true;
        for (const [name, value] of Object.entries(headersFor(decision, rules, secure))) res.setHeader(name, value);
        const cacheControl = cacheControlFor(decision, rules);
        if (cacheControl) forceHeader(res, 'Cache-Control', cacheControl);
        if (decision.kind === 'redirect') {
          res.statusCode = decision.status;
          res.setHeader('Location', decision.location);
          return res.end();
        }
        if (decision.kind === 'missing') {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end('Not found\n');
        }
        if (decision.kind === 'page' || decision.kind === 'editor') req.url = decision.url;
        if (decision.kind === 'file' && !COMPRESSIBLE.test(decision.file)) dropHeader(res, 'Vary');
        return files(req, res, next);
      });
    },
  };
}

/**
 * `npm run dev` checks the words files first, as the build does
 * (scripts/content/wordsCheck.mjs): it does not start while one is broken,
 * and an edit that breaks one while it runs shows the findings over the
 * page and in the terminal, and in place of any page until it is fixed.
 */
function wordsCheckInDev(): Plugin & { findings: () => string[] } {
  let findings: string[] = [];
  return {
    name: 'words-check-in-dev',
    apply: 'serve',
    findings: () => findings,
    configureServer(server) {
      try {
        assertWords();
      } catch (error) {
        // For an editor: the findings, not a stack trace.
        server.config.logger.error((error as Error).message);
        process.exit(1);
      }
      const folder = path.resolve('src/content/words');
      server.watcher.on('change', (file) => {
        if (!file.startsWith(folder) || !file.endsWith('.json')) return;
        findings = checkWords();
        if (findings.length === 0) return;
        const message = wordsProblems(findings);
        server.config.logger.error(message, { timestamp: true });
        server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'words-check-in-dev' } });
      });
    },
  };
}

const wordsCheck = wordsCheckInDev();

/**
 * `npm run dev` renders each page as the build prerenders it, on request,
 * from the source (the server entry through Vite's SSR loader), so the
 * dev server shows the same document with its islands, in every language.
 * What a request gets is `serveRequest`'s decision over the same hosting
 * rules as `npm start` and production: a page is rendered, a redirect of
 * the site's (`/`, a listed one, an unknown path in a language) answered;
 * everything else (Vite's modules, public files) goes on to Vite.
 */
function prerenderInDev(): Plugin {
  return {
    name: 'prerender-in-dev',
    configureServer(server) {
      const isFile = (file: string) => [path.resolve('public', file), path.resolve(file)].some((absolute) => existsSync(absolute) && statSync(absolute).isFile());
      // Before Vite's own handling, whose fallback would answer every address with the bare index.html.
      server.middlewares.use(async (req, res, next) => {
        if (wordsCheck.findings().length > 0 && req.headers.accept?.includes('text/html')) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end(wordsProblems(wordsCheck.findings()));
        }
        try {
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          const decision = entry.serveRequest(req.url ?? '/', entry.hostingRules(), isFile, req.headers['accept-language']);
          if (decision.kind === 'redirect') {
            const pathname = new URL(req.url ?? '/', 'http://dev.invalid').pathname;
            if (pathname !== '/' && localeOfPath(pathname) === undefined) return next();
            res.statusCode = decision.status;
            res.setHeader('Location', decision.location);
            if (decision.vary) res.setHeader('Vary', decision.vary);
            return res.end();
          }
          if (decision.kind !== 'page') return next();
          const rendered = await entry.render(decision.path);
          // The same document as the build's: the render-blocking link, the head, the boot script's data.
          const { pageDocument } = await import('./scripts/build/prerender.mjs');
          const template = await server.transformIndexHtml(req.url ?? '/', readFileSync('index.html', 'utf8'));
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(pageDocument(template, rendered, decision.path, entry.PAGE_END_ID, { viewMessage: rendered.arrival.viewMessage }));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The day of the build in Zürich (YYYY-MM-DD). Dated content, such as the
 * introductory price, is judged against it. It is fixed once per process, so
 * the client and the server bundle (two builds in one `npm run build`) carry
 * the same date and hydration matches; BUILD_DATE=2025-06-01 builds the site
 * as it looked on that day.
 */
function buildDate(): string {
  const date = (process.env.BUILD_DATE ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`BUILD_DATE must look like 2025-06-30, not ${date}`);
  return date;
}

/**
 * The theme in every page's head, before any script of the app: the
 * colours of both themes as custom properties (the system's setting picks
 * one through CSS, with or without JavaScript), and the colour of the
 * browser's bar in each; then the head's inline scripts (the stored theme
 * choice, the brand face's start), after the inlined font faces. After the
 * charset and viewport, which must come first.
 */
function themeInHead(): Plugin {
  return {
    name: 'theme-in-head',
    transformIndexHtml: () => [
      ...themeColorMetas.map((attrs) => ({ tag: 'meta', attrs: { name: 'theme-color', ...attrs }, injectTo: 'head' as const })),
      { tag: 'style', children: themeCss, injectTo: 'head' },
      ...headScripts.map((children) => ({ tag: 'script', children, injectTo: 'head' as const })),
    ],
  };
}

export default defineConfig({
  plugins: [wordsCheck, islandPlugin(), picturePlugin(), react(), styledComponentIds(), reactDomAsModule(), hostingRulesInPreview(), themeInHead(), prerenderInDev()],
  define: { __BUILD_DATE__: JSON.stringify(buildDate()) },
  // Node would load styled-components' CommonJS build during prerendering otherwise.
  ssr: { noExternal: ['styled-components'] },
  // SITE_OUT serves a build made with the same variable (see scripts/build.mjs).
  // The manifest tells the build which chunks each route needs (scripts/build/routeAssets.mjs).
  // No modulepreload polyfill: every browser the site supports preloads
  // modules itself, and src/boot.ts adds the preload links (0.3 kB less on
  // every route).
  build: { outDir: process.env.SITE_OUT ?? 'dist', manifest: true, modulePreload: { polyfill: false } },
  // The preview answers cross-origin requests from any localhost page unless
  // told not to; production answers none, and the site's own scripts are
  // same-origin (about 50 bytes of headers less on each of a page's files).
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, cors: false },
});
