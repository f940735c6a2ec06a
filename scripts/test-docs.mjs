// Checks the docs pages of the built Storybook, which the test-runner does
// not visit (it runs stories only): every `docs` entry of index.json opens in
// the machine's Chromium and must have no axe violation, and every link from
// a docs page to another docs page or story must name an entry that exists
// (the site map links each route to its page's docs).
// Runs after `storybook build` (npm test) or builds first when run alone.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { axeRules } from './lib/axeRules.mjs';
import { chromiumPath, pinnedFontsEnv, storybookArgs } from './lib/browsers.mjs';
import { bin, run, startServer } from './lib/process.mjs';
import { PREVIEW_LOAD_LIMIT } from './lib/storybookLimits.mjs';

const OUT = process.env.STORYBOOK_OUT ?? 'storybook-static';
const PORT = Number(process.env.STORYBOOK_DOCS_PORT ?? 6108);
const PARALLEL = Number(process.env.DOCS_PAGES_PARALLEL ?? 2);
// Served under a sub-path, as beside the site: the check also proves the build works there.
const SUB_PATH = '/storybook';
const url = `http://127.0.0.1:${PORT}${SUB_PATH}`;

if (process.env.SKIP_STORYBOOK_BUILD !== '1') {
  const built = await run(bin('storybook'), ['build', '--quiet', '-o', OUT]);
  if (built !== 0) process.exit(built);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const index = JSON.parse(readFileSync(path.join(OUT, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const docs = entries.filter((entry) => entry.type === 'docs');
const known = new Set(entries.map((entry) => entry.id));

const started = Date.now();
// A folder whose `storybook/` is the build, served from its root.
const root = mkdtempSync(path.join(os.tmpdir(), 'storybook-docs-'));
symlinkSync(path.resolve(OUT), path.join(root, SUB_PATH));
const stopServer = await startServer(bin('http-server'), [root, '-a', '127.0.0.1', '-p', String(PORT), '-s', '-c-1'], `${url}/index.json`);
const stop = () => {
  stopServer();
  rmSync(root, { recursive: true, force: true });
};
process.on('SIGTERM', () => {
  stop();
  process.exit(143);
});

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: storybookArgs,
  // The story pictures' fonts, so docs pages lay out text as those stories do.
  env: { ...process.env, ...(await pinnedFontsEnv()) },
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const failures = [];

/**
 * One browser page per worker: the preview loads once, then switches from
 * docs page to docs page over Storybook's own channel (as the test-runner
 * does for stories), which is far quicker than a fresh load each time.
 */
/** How long a docs page may take to render before it counts as hung (see PREVIEW_LOAD_LIMIT). */
const RENDER_LIMIT = 90_000;

async function openPreview(firstId) {
  const page = await context.newPage();
  // Each state sits in its own frame, which the story tests check; here only
  // the docs page counts. An empty document, not an aborted request, which
  // Chromium would answer with its error page in every frame.
  await page.route(/iframe\.html\?.*viewMode=story/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await page.goto(`${url}/iframe.html?viewMode=docs&id=${firstId}`, { timeout: PREVIEW_LOAD_LIMIT });
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && document.querySelector('.sbdocs-content'), null, { timeout: PREVIEW_LOAD_LIMIT });
  await page.evaluate(axeSource);
  return { page, errors, shown: firstId };
}

/** Shows one docs page, runs axe over it and checks its links to other entries. */
async function check(preview, entry) {
  const { page, errors } = preview;
  const problems = [];
  try {
    // The page the preview opened with is already there; any other is switched to.
    const alreadyShown = preview.shown === entry.id;
    preview.shown = entry.id;
    if (!alreadyShown) errors.length = 0;
    const failure = alreadyShown
      ? null
      : await page.evaluate(
      ({ id, limit }) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const finish = (result) => () => {
            for (const [event, handler] of handlers) channel.off(event, handler);
            resolve(result);
          };
          const handlers = [
            ['docsRendered', finish(null)],
            ['storyErrored', finish('render error')],
            ['storyThrewException', finish('render exception')],
            ['storyMissing', finish('missing')],
          ];
          for (const [event, handler] of handlers) channel.on(event, handler);
          setTimeout(finish(`not rendered within ${limit / 1000} s`), limit);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        }),
      { id: entry.id, limit: RENDER_LIMIT },
    );
    if (failure) problems.push(failure);
    // The docs container loads with the first docs page (LazyReviewDocs), so
    // «rendered» may come before the page's content: wait for its title.
    if (!failure) {
      await page
        .waitForFunction(() => document.querySelector('#storybook-docs h1'), null, { timeout: RENDER_LIMIT })
        .catch(() => problems.push(`no level-one heading within ${RENDER_LIMIT / 1000} s`));
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const result = await page.evaluate((rules) => window.axe.run(document, { resultTypes: ['violations'], iframes: false, rules }), axeRules);
    for (const violation of result.violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(' | ')}`);
    }
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll('a[href*="?path=/"]')].map((link) => new URL(link.href).searchParams.get('path')),
    );
    for (const target of linked) {
      const id = target?.replace(/^\/(docs|story)\//, '');
      if (!id || !known.has(id)) problems.push(`link to a missing entry: ${target}`);
    }
  } catch (error) {
    problems.push(String(error));
  }
  problems.push(...errors);
  if (problems.length > 0) failures.push({ id: entry.id, problems });
}

const queue = [...docs];
await Promise.all(
  Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    const preview = await openPreview(queue[0].id);
    for (let entry = queue.shift(); entry; entry = queue.shift()) await check(preview, entry);
    await preview.page.close();
  }),
);
await browser.close();
stop();

const stories = entries.filter((entry) => entry.type === 'story').length;
console.log(`docs pages: ${docs.length}, stories: ${stories}, served under ${SUB_PATH}/`);
for (const failure of failures) console.log(`\nFAIL ${failure.id}\n  ${failure.problems.join('\n  ')}`);
console.log(`\n${docs.length - failures.length} of ${docs.length} docs pages pass axe and link checks (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failures.length === 0 ? 0 : 1);
