// `npm run cms`: the editor for the site's words and the blog, on this
// machine, offline, with no account. One server, on the loopback address
// only, at http://localhost:<port>/admin/:
//
// - the editor's page (cms/index.html: Decap CMS, with the site's own
//   components as its preview), its configuration generated from the words
//   files' shape on each request (/admin/config.yml, cmsConfig.mjs);
// - the editor's server at /api/v1 (editorServer.mjs): the rules, then
//   decap-server's Git mode on this repository. A saved draft is a commit on
//   a branch of its own (`cms/<collection>/<slug>`); «Veröffentlichen»
//   merges it into the branch checked out when the editor started, as one
//   commit. Nothing is pushed: the change is online after the next deploy.
//
// `npm run cms -- --backend gitlab|forgejo` (or CMS_BACKEND) serves the
// editor for a team's Git host instead (hostedBackend.mjs): the same page,
// logging in there, with no server of ours in between.
//
// CMS_PORT (8090) chooses the port. The editor is a tool of the repository,
// like Storybook: nothing of it is in dist/ unless CMS_BACKEND is set for
// the build (scripts/cms/buildEditor.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, preview } from 'vite';
import { checkWords, checkWordsText, wordsProblems } from '../content/wordsCheck.mjs';
import { WORDS_FOLDER } from '../content/wordsFiles.mjs';
import { SHAPE_FILE } from '../content/wordsShape.mjs';
import { cmsConfig } from './cmsConfig.mjs';
import { entryNameOf } from './entryName.mjs';
import { API, currentBranch, git, guardEditorApi, uncommitted } from './editorServer.mjs';
import { editorViteConfig, siteModule } from './editorVite.mjs';
import { hostedBackend } from './hostedBackend.mjs';
import { portTaken } from '../lib/process.mjs';

const root = process.cwd();
const HOST = '127.0.0.1';
const port = Number(process.env.CMS_PORT ?? 8090);
const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const flag = process.argv.indexOf('--backend');
if (flag !== -1) process.env.CMS_BACKEND = process.argv[flag + 1] ?? '';
let hosted;
try {
  hosted = hostedBackend();
} catch (error) {
  console.error(`cms: ${error.message}`);
  process.exit(1);
}

if (await portTaken(`http://${HOST}:${port}`)) {
  console.error(`cms: port ${port} is in use (another editor still running?); stop it or set CMS_PORT`);
  process.exit(1);
}

// A broken file still opens, so it can be fixed here; the editor says which and where.
const findings = checkWords(root);
if (findings.length > 0) console.warn(`cms: ${wordsProblems(findings)}`);

/** The site's own modules (the article rules, the page titles), loaded through Vite's module runner at the start. */
const site = {};

/**
 * The local editor's server: the rules in front of decap-server's Git mode
 * on this repository, publishing into the branch checked out now.
 */
async function localBackend() {
  const branch = await currentBranch(root).catch(() => undefined);
  if (!branch) {
    console.error('cms: the editor publishes into the branch checked out here, and none is (not a Git repository, or a detached HEAD); check out a branch, e.g. git switch main');
    process.exit(1);
  }
  // A commit needs an author: the person's own when Git knows it, else the editor's.
  const identity = await git(root, ['config', 'user.email']).catch(() => '');
  if (!identity) {
    process.env.GIT_AUTHOR_NAME = process.env.GIT_COMMITTER_NAME = 'Redaktion (npm run cms)';
    process.env.GIT_AUTHOR_EMAIL = process.env.GIT_COMMITTER_EMAIL = 'redaktion@localhost';
  }
  const left = await uncommitted(root);
  if (left.length > 0) console.warn(`cms: ${left.length} changes here are not committed (${left.slice(0, 3).join(', ')}…); the editor saves nothing until they are committed or stashed, so that a draft never takes them along`);

  // decap-server's own middleware and the Express it is written for (its dependency).
  const require = createRequire(import.meta.url);
  const decapServer = require.resolve('decap-server');
  const express = createRequire(decapServer)('express');
  const { registerLocalGit } = require(path.join(path.dirname(decapServer), 'middlewares.js'));
  process.env.GIT_REPO_DIRECTORY = root;
  // decap-server's CORS answers this origin alone (its default is every localhost port).
  process.env.ORIGIN = origins[0];

  const { languages, files: shapes, placeholders } = readJson(SHAPE_FILE);
  const { groups, files } = readJson('cms/files.json');
  const wordsFile = (file) => path.posix.relative(WORDS_FOLDER, file);
  const backend = express();
  guardEditorApi(backend, {
    root,
    site: { languages, collections: ['articles', ...Object.keys(groups)], branch, origins },
    rules: {
      checkWordsText: (text, file) => {
        const shape = shapes[wordsFile(file)];
        if (!shape) return [`${file}: no content module reads this file (src/content/siteContent.ts); its words would show nowhere`];
        const found = checkWordsText(text, file, { shape, placeholders: placeholders[wordsFile(file)] ?? {}, languages });
        return found.length > 0 ? found : site.facts.pageTitleFindings(text, file);
      },
      readArticle: (file, source, surroundings) => site.articles.readArticle(file, source, surroundings),
      articleLinkFindings: (articles, sources) => site.articles.articleLinkFindings(articles, sources),
    },
    labels: {
      collections: { articles: 'Blog', ...groups },
      entries: Object.fromEntries(Object.entries(files).map(([file, { label }]) => [entryNameOf(file), label])),
      languages: readJson('cms/editorWords.json').languages,
    },
    express,
  });
  await registerLocalGit(backend, { logLevel: 'warn' });
  return { branch, backend };
}

const local = hosted ? undefined : await localBackend();

const publicFolder = path.join(root, 'public');
const publicFile = (pathname) => {
  const file = path.join(publicFolder, decodeURIComponent(pathname));
  return file.startsWith(publicFolder + path.sep) && existsSync(file) && statSync(file).isFile();
};

/** Serves the configuration, generated anew on each request, as JSON (which is YAML), and the editor's server. */
const configPlugin = {
  name: 'cms-config',
  configurePreviewServer(server) {
    server.middlewares.use('/admin/config.yml', (req, res) => {
      res.setHeader('Content-Type', 'text/yaml; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      const backend = hosted ?? { name: 'proxy', proxy_url: `http://${req.headers.host}${API}`, branch: local.branch };
      res.end(JSON.stringify(cmsConfig({ root, backend, facts: site.facts.siteFacts() })));
    });
    if (local) server.middlewares.use(local.backend);
    // The preview's pictures name their site address (/images/…); the editor serves the site's files under /admin/.
    server.middlewares.use((req, _res, next) => {
      const { pathname } = new URL(req.url, 'http://localhost');
      if (!pathname.startsWith('/admin/') && publicFile(pathname)) req.url = `/admin${req.url}`;
      next();
    });
  },
};

// The editor's page built at each start as the hosted editor is (buildEditor.mjs), in the checkout it serves,
// then served as files: React's production build in a few files, not a dev server's development build in
// hundreds of modules, so the editor opens and answers typing faster. Changes to the site's code show after a restart.
const config = await editorViteConfig({ root, outDir: path.join(root, '.cache/cms-editor'), plugins: [configPlugin] });
await build(config);
site.articles = await siteModule(root, 'src/content/articleSource.ts');
site.facts = await siteModule(root, 'cms/siteFacts.ts');
const server = await preview({ ...config, preview: { host: HOST, port, strictPort: true } });
console.log(`cms: the editor for the site's words and the blog: http://localhost:${port}/admin/  (Ctrl+C stops it)`);
if (local) console.log(`cms: a saved draft is a branch cms/…; «Veröffentlichen» commits it to ${local.branch} here; it is online after the next deploy`);
else console.log(`cms: the editor works on ${hosted.repo} at ${hosted.api_root} (${hosted.name}), logging in there`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
