/**
 * The hosted editor (`CMS_BACKEND=gitlab|forgejo npm run build`): its page
 * built as the build adds it at /admin/, served with the policy the hosting
 * rules give it, opened in the machine's Chromium. Decap checks the
 * configuration it is given against its own schema before it draws
 * anything, so the login for the chosen host proves the configuration
 * valid; no request may leave for another host, the Git host included (the
 * login only starts there when a person presses the button).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, quietArgs } from '../../scripts/lib/browsers.mjs';
import { runIn } from './support/repositoryCopy';
import { cmsConfig } from '../../scripts/cms/cmsConfig.mjs';
import { hostedBackend, hostOf } from '../../scripts/cms/hostedBackend.mjs';
import { siteFacts } from '../../cms/siteFacts';
import { editorHeaders } from '../../src/site/hosting';

const PORT = Number(process.env.CMS_TEST_PORT ?? 8190) + 1;
const LIMIT = 360_000;
const env = { CMS_BASE_URL: 'https://git.example.ch', CMS_REPO: 'web/site', CMS_APP_ID: 'a1b2c3d4' };
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.yml': 'text/yaml', '.woff2': 'font/woff2' };

/** Builds the hosted editor into the folder given as its argument, for the backend CMS_BACKEND and the variables beside it name. */
const BUILD_HOSTED_EDITOR = `
  import { buildEditor } from './scripts/cms/buildEditor.mjs';
  import { hostedBackend } from './scripts/cms/hostedBackend.mjs';
  await buildEditor({ root: process.cwd(), outDir: process.argv[1], backend: hostedBackend() });
`;

let outDir: string;
let server: Server;
let browser: Browser;
/** The configuration the page gets next: the built one's backend, or another host's. */
let config = '';

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'hosted-editor-'));
  // In a process of its own, as `npm run build` builds it: in this one, Vitest's NODE_ENV=test would make it a development build.
  const built = await runIn(process.cwd(), ['--input-type=module', '--eval', BUILD_HOSTED_EDITOR, outDir], { ...env, CMS_BACKEND: 'gitlab' });
  expect(built.code, built.output).toBe(0);
  // A static server as the hosting rules answer /admin/: its page with the editor's policy, its files as files.
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/admin/config.yml') return response.writeHead(200, { 'Content-Type': TYPES['.yml']! }).end(config);
    const file = path.join(outDir, pathname === '/admin/' ? 'index.html' : pathname.replace(/^\/admin\//, ''));
    if (!pathname.startsWith('/admin/') || !file.startsWith(outDir) || !existsSync(file)) return response.writeHead(404).end();
    const headers = pathname === '/admin/' ? editorHeaders(hostOf(hostedBackend({ ...env, CMS_BACKEND: 'gitlab' })!), 'http') : {};
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  browser = await chromium.launch({ executablePath: chromiumPath, args: quietArgs });
}, LIMIT);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the hosted editor at /admin/ (CMS_BACKEND)', () => {
  it('is a page of its own with its configuration beside it, nothing of the site’s pages', () => {
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<meta name="robots" content="noindex" />');
    expect(JSON.parse(readFileSync(path.join(outDir, 'config.yml'), 'utf8'))).toMatchObject({ backend: { name: 'gitlab', auth_type: 'pkce', repo: 'web/site' }, publish_mode: 'editorial_workflow' });
  });

  it('is a production build, as the site is: React’s own (its errors minified), without JSX’s development runtime', () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const text = scripts.map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8')).join('\n');
    // As a yes or no: a failed toContain would print all 7 MB of the scripts.
    expect(text.includes('Minified React error'), 'React’s production build (its minified error messages) in the editor’s scripts').toBe(true);
    expect(scripts.filter((file) => file.startsWith('jsx-dev-runtime'))).toEqual([]);
  });

  for (const [kind, login] of [
    ['gitlab', 'Mit GitLab anmelden'],
    ['forgejo', 'Mit Forgejo anmelden'],
  ] as const) {
    it(`shows the login for ${kind}, its configuration valid to Decap, with no error and no request to another host`, async () => {
      config = JSON.stringify(cmsConfig({ backend: hostedBackend({ ...env, CMS_BACKEND: kind })!, facts: siteFacts() }));
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(LIMIT);
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
      await page.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
        elsewhere.push(url.href);
        return route.abort();
      });
      await page.goto(`http://127.0.0.1:${PORT}/admin/`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: login }).waitFor();
      expect(await page.getByText('Fehler beim Laden der CMS-Konfiguration').count()).toBe(0);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
      await page.close();
    }, LIMIT);
  }
});
