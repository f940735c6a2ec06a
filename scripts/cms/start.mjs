// `npm run cms`: the editor for the site's words, on this machine, offline,
// with no account. One server, on the loopback address only, at
// http://localhost:<port>/admin/:
//
// - the editor's page (cms/index.html: Decap CMS, with the site's own
//   components as its preview), its configuration generated from the words
//   files' shape on each request (/admin/config.yml, cmsConfig.mjs);
// - Decap's local backend (decap-server's file-system middleware) at
//   /api/v1, reading and writing files under src/content/ and nowhere else:
//   its repository is that folder, and it refuses a path that leads out.
//   A saved words file keeps its order and format (wordsOrder.mjs).
//
// CMS_PORT (8090) chooses the port. The editor is a tool of the repository,
// like Storybook: nothing of it is in dist/.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';
import react from '@vitejs/plugin-react';
import { checkWords, wordsProblems } from '../content/wordsCheck.mjs';
import { WORDS_FOLDER } from '../content/wordsFiles.mjs';
import { cmsConfig, CMS_REPOSITORY } from './cmsConfig.mjs';
import { savedWords } from './wordsOrder.mjs';
import { portTaken } from '../lib/process.mjs';

const root = process.cwd();
const HOST = '127.0.0.1';
const port = Number(process.env.CMS_PORT ?? 8090);
const API = '/api/v1';

if (await portTaken(`http://${HOST}:${port}`)) {
  console.error(`cms: port ${port} is in use (another editor still running?); stop it or set CMS_PORT`);
  process.exit(1);
}

// A broken file still opens, so it can be fixed here; the editor says which and where.
const findings = checkWords(root);
if (findings.length > 0) console.warn(`cms: ${wordsProblems(findings)}`);

// decap-server's own middleware and the Express it is written for (its dependency).
const require = createRequire(import.meta.url);
const decapServer = require.resolve('decap-server');
const express = createRequire(decapServer)('express');
const { registerLocalFs } = require(path.join(path.dirname(decapServer), 'middlewares.js'));
process.env.GIT_REPO_DIRECTORY = path.join(root, CMS_REPOSITORY);
const backend = express();
backend.use(express.json({ limit: '5mb' }));
backend.post(API, async (request, _response, next) => {
  // Each saved words file in the order its text on disk has.
  const { action, params } = request.body ?? {};
  if (action === 'persistEntry') {
    for (const file of params.dataFiles ?? [params.entry]) {
      if (!file?.path?.endsWith('.json')) continue;
      const onDisk = await readFile(path.join(process.env.GIT_REPO_DIRECTORY, file.path), 'utf8').catch(() => undefined);
      try {
        file.raw = savedWords(file.raw, onDisk);
      } catch {
        // Not JSON: decap-server stores it as sent, and the words check names it.
      }
    }
  }
  next();
});
await registerLocalFs(backend, { logLevel: 'warn' });

const publicFolder = path.join(root, 'public');
const publicFile = (pathname) => {
  const file = path.join(publicFolder, decodeURIComponent(pathname));
  return file.startsWith(publicFolder + path.sep) && existsSync(file) && statSync(file).isFile();
};

/** Serves the configuration, generated anew on each request, as JSON (which is YAML). */
const configPlugin = {
  name: 'cms-config',
  configureServer(server) {
    server.middlewares.use('/admin/config.yml', (req, res) => {
      res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(cmsConfig({ root, backendUrl: `http://${req.headers.host}${API}` })));
    });
    server.middlewares.use(backend);
    // The preview's pictures name their site address (/images/…); the editor serves the site's files under /admin/.
    server.middlewares.use((req, _res, next) => {
      const { pathname } = new URL(req.url, 'http://localhost');
      if (!pathname.startsWith('/admin/') && publicFile(pathname)) req.url = `/admin${req.url}`;
      next();
    });
  },
};

const server = await createServer({
  configFile: false,
  root: path.join(root, 'cms'),
  base: '/admin/',
  // The site's own files (the logo as the tab's icon, the pictures the preview shows).
  publicDir: publicFolder,
  logLevel: 'warn',
  plugins: [react(), configPlugin],
  // The components' styles as the site builds them (vite.config.ts).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } } },
  define: { __BUILD_DATE__: JSON.stringify(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date())) },
  resolve: { dedupe: ['react', 'react-dom', 'styled-components'] },
  // Decap's bundle and the site's modules in one pre-bundling, so a first start does not reload the page halfway.
  optimizeDeps: { entries: ['main.tsx'], include: ['decap-cms-app'] },
  server: {
    host: HOST,
    port,
    strictPort: true,
    fs: { allow: [root] },
    // A saved file is in the editor already; reloading the page for it would close the entry.
    watch: { ignored: [path.join(root, WORDS_FOLDER, '**')] },
  },
  cacheDir: path.join(root, '.cache/vite-cms'),
});
await server.listen();
console.log(`cms: the editor for the site's words: http://localhost:${port}/admin/  (Ctrl+C stops it)`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
