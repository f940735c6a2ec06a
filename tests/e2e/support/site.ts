import { onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
}

/** The machine's Chromium; nothing downloads a browser. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, shared by every test file the worker runs: the
 * end-to-end config turns module isolation off, so this module is evaluated
 * once per worker. A launch costs about 0.6 s of CPU, and each of 17 files
 * launched its own. Tests still share nothing: `visit` gives each its own
 * context. The browser ends with the worker's process.
 */
export function workerBrowser(): Promise<Browser> {
  return (launched ??= launchBrowser());
}

/** The two widths every route is checked at: a laptop and a phone. */
export const widths = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

export type Width = keyof typeof widths;

export interface VisitedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[];
  /** Every request that tried to leave the machine (all are aborted). */
  thirdPartyRequests: string[];
  close: () => Promise<void>;
}

/**
 * Opens a page in a fresh context (no cookie, storage, permission or cache
 * from another test) that records problems and blocks every non-local
 * request, its tabs' included; returns once React has taken over the page.
 * `prepare` runs before the page loads (an init script, a listener). The
 * context closes with the test, whether it passed or not.
 */
export async function visit(path: string, options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>): Promise<VisitedPage> {
  const context = await (await workerBrowser()).newContext({ ...widths.desktop, ...options });
  const close = () => context.close();
  onTestFinished(close);
  const problems: string[] = [];
  const thirdPartyRequests: string[] = [];
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      thirdPartyRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await prepare?.(page);
  // `load`, then hydrated (below): what a click or a look at the hydrated
  // page needs. «Network idle» added 0.5 s per visit and proved nothing
  // more: on a loaded machine the app may not even be requested within its
  // 500 ms (it starts after the first paint). What loads later (the consent
  // engine, lazy sections) each test waits for by what it shows.
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return { page, problems, thirdPartyRequests, close };
}

/** The tab in which the visitor pass meets every route at one width, and what the current visit recorded. */
interface VisitorTab {
  page: Page;
  current: Pick<VisitedPage, 'problems' | 'thirdPartyRequests'>;
}

const visitorTabs = new Map<Width, Promise<VisitorTab>>();

async function openVisitorTab(width: Width): Promise<VisitorTab> {
  const context = await (await workerBrowser()).newContext(widths[width]);
  const page = await context.newPage();
  const tab: VisitorTab = { page, current: { problems: [], thirdPartyRequests: [] } };
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      tab.current.thirdPartyRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') tab.current.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => tab.current.problems.push(`uncaught: ${error.message}`));
  // Every file fetched as on a first visit: from the server, not from a cache.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return tab;
}

/**
 * A first visit to a route, for the visitor pass: no cookie, nothing cached,
 * every third party blocked; returns once React has taken over the page.
 *
 * Each worker has one tab per width that visits its routes in turn, where
 * `visit` opens a context per test. The visit before unloads on a plain text
 * page of the site (so nothing it sends counts for this one); cookies are
 * cleared and the cache is off, and the site keeps nothing else in the
 * browser (no storage, no service worker). What the routes share is the
 * renderer process, already started: the 18 routes at 390 px cost 25–28 s
 * of CPU instead of 39 s with a fresh context each.
 */
export async function firstVisit(path: string, width: Width): Promise<Omit<VisitedPage, 'close'>> {
  let opening = visitorTabs.get(width);
  if (!opening) visitorTabs.set(width, (opening = openVisitorTab(width)));
  const tab = await opening;
  const { page } = tab;
  await page.goto(`${BASE_URL}/robots.txt`);
  await page.context().clearCookies();
  tab.current = { problems: [], thirdPartyRequests: [] };
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return { page, ...tab.current };
}

interface ScriptlessTab {
  page: Page;
  /** Where the route handler records third-party requests of the current visit. */
  recorder: string[];
}

const scriptlessTabs = new Map<Width, Promise<ScriptlessTab>>();

async function openScriptlessTab(width: Width): Promise<ScriptlessTab> {
  const browser = await workerBrowser();
  const context = await browser.newContext({ ...widths[width], javaScriptEnabled: false });
  const tab: ScriptlessTab = { page: await context.newPage(), recorder: [] };
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      tab.recorder.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return tab;
}

/**
 * A route as a browser without JavaScript shows it: the prerendered HTML
 * and nothing else. One page per worker and width serves every such visit,
 * since without scripts a page keeps no state to carry over (the server
 * sets no cookie); a fresh context for each cost about 0.3 s of CPU.
 */
export async function visitWithoutScript(path: string, width: Width = 'desktop'): Promise<{ page: Page; thirdPartyRequests: string[] }> {
  let tab = scriptlessTabs.get(width);
  if (!tab) scriptlessTabs.set(width, (tab = openScriptlessTab(width)));
  const { page, recorder } = await tab;
  recorder.length = 0;
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  return { page, thirdPartyRequests: recorder };
}

/** Waits for the consent banner and answers it as a visitor would. */
export async function answerConsentBanner(page: Page, answer: 'Alle akzeptieren' | 'Alle ablehnen'): Promise<void> {
  const banner = consentBanner(page);
  await banner.getByRole('button', { name: answer }).click();
  await banner.waitFor({ state: 'detached' });
}

/** Console noise a blocked third-party request causes by itself, and the site's own logged (not thrown) failures. */
export function withoutBlockedRequestNoise(problems: string[]): string[] {
  return problems.filter(
    (problem) =>
      !problem.includes('net::ERR_BLOCKED_BY_CLIENT') &&
      !problem.includes('net::ERR_FAILED') &&
      !problem.startsWith('error: LinkedIn Insight Tag konnte nicht geladen werden') &&
      !problem.startsWith('error: Buchungs-Conversion konnte nicht gemeldet werden'),
  );
}

/**
 * The operator's optional conversion function exists only once their ad setup
 * defines it; this stand-in (a `visit` preparation) records its calls.
 */
export async function standInConversionFunction(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __conversions: calls, gtag_report_conversion: (url?: string) => calls.push(url) });
  });
}

/** What the stand-in conversion function was called with. */
export function reportedConversions(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __conversions: unknown[] }).__conversions);
}

/**
 * Hydration is done once React has attached to the root and the main thread
 * has then fallen idle. Attaching comes first: React then hydrates in slices
 * and afterwards applies what only the browser knows (the address, stored
 * choices), each in tasks of its own, so an idle callback runs only after all
 * of it. (On a loaded machine that took over a second after attaching.)
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await idle(page);
}

/** Waits for two rendered frames and then an idle main thread: observers have reported, React has applied what they set. */
function idle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
  });
}

/**
 * Waits until the page has done what it started: frames rendered, the main
 * thread idle, and every request made so far seen by the tests. The last
 * step is one local request: `visit` routes every request through the
 * test process in the order the browser makes them, so once it returns,
 * each earlier request (a blocked third party included) has been recorded.
 * Use it before asserting that something did not happen.
 */
export async function settled(page: Page): Promise<void> {
  await idle(page);
  await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then(() => undefined));
}

/**
 * Scrolls through the whole page a screen at a time, each screen drawn
 * once, so anything that waits to come into view (an IntersectionObserver
 * sees every drawn position) gets its chance, and then waits until the page
 * has done what that started (settled). Jumping without drawing would let
 * an observer miss whatever lay between two positions.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
  });
  await settled(page);
}

/**
 * Waits until the page stops scrolling: the same scroll position over ten
 * drawn frames. A smooth scroll moves it every frame until it ends, however
 * fast the machine draws them.
 */
export function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** How many titles, canonicals and descriptions the live document holds, and the canonical. */
export function headCounts(page: Page) {
  return page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
  }));
}

/** The consent banner, which appears once the consent engine has read the (missing) cookie. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: 'Ihre Daten, Ihre Wahl' });
