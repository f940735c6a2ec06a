import { onTestFinished } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Disposable, type Page } from 'playwright-core';
import { chromiumPath, quietArgs } from '../../../scripts/lib/browsers.mjs';
import { defaultLocale, type Locale } from '../../../src/lib/locales';
import { wordsOf } from './words';
import { consentCookie } from '../../../src/content/consentCookie';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '../../../src/components/islandMarks';
import { WAIT_LIMIT_MS, waitInPage } from './waits';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4174);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost';
}

/** The machine's Chromium; nothing downloads a browser. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: quietArgs });
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
// A visitor in German-speaking Switzerland: `/` answers by Accept-Language, and a browser left at its default (en-US) now gets English.
export const widths = {
  desktop: { viewport: { width: 1280, height: 800 }, locale: 'de-CH' },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-CH' },
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

/** How a test meets the page: its size, the device emulated, motion preference, permissions. */
export interface VisitOptions extends Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'reducedMotion' | 'permissions' | 'colorScheme'> {
  /**
   * A browser context of its own, as in a browser that has run no page
   * before: for a test about what a page must load for itself, which a
   * started renderer could hide (a missing preload). Costs 0.6 s more CPU.
   */
  coldStart?: boolean;
  /**
   * Returns as the page has loaded, its islands as they are: for what a
   * page does before any island is wanted. Otherwise the visit returns once
   * every island has hydrated (islandsHydrated).
   */
  asLoaded?: boolean;
}

/** Runs before the page loads (an init script, a listener); may return what undoes it. */
export type Preparation = (page: Page) => Promise<void | Disposable>;

/** Records console errors and warnings into the tab's current visit. */
function recordConsole(tab: Tab): void {
  tab.page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') tab.current.problems.push(`${message.type()}: ${message.text()}`);
  });
}

/** A tab the tests of a worker take turns in, and what the current visit records. */
interface Tab {
  page: Page;
  current: Pick<VisitedPage, 'problems' | 'thirdPartyRequests'>;
  /** What the current test added to the page, for the next test not to meet. */
  undo: Array<() => unknown>;
}

/** Blocks and records every non-local request, records console problems, fetches every file from the server. */
async function openTab(options: BrowserContextOptions): Promise<Tab> {
  const context = await (await workerBrowser()).newContext({ ...widths.desktop, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_LIMIT_MS);
  const tab: Tab = { page, current: { problems: [], thirdPartyRequests: [] }, undo: [] };
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      tab.current.thirdPartyRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  recordConsole(tab);
  page.on('pageerror', (error) => tab.current.problems.push(`uncaught: ${error.message}`));
  // As on a first visit: every file from the server, none from a cache.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return tab;
}

const tabs = new Map<string, Promise<Tab>>();

/** How long the reset's load of robots.txt may take before the tab counts as stuck: a small file from the machine itself. */
const RESET_LIMIT_MS = 20_000;

/**
 * The worker's tab for a device, its previous page unloaded on robots.txt,
 * its other tabs closed. Chromium's renderer has been seen to stop for good
 * in a visitor pass (/de/academy at phone width, main thread blocked, no
 * CPU used): every later load in that tab then timed out and each test
 * after it failed. A tab that does not load robots.txt in time is left,
 * its context closed without waiting on it, and a new one opened, so a hang
 * fails only its own test, which runs once more (firstVisits.ts).
 */
async function answeringTab(key: string, device: BrowserContextOptions): Promise<Tab> {
  for (let attempt = 1; ; attempt += 1) {
    let opening = tabs.get(key);
    if (!opening) tabs.set(key, (opening = openTab(device)));
    const tab = await opening;
    const { page } = tab;
    const context = page.context();
    try {
      for (const other of context.pages()) if (other !== page) await other.close({ runBeforeUnload: false });
      await page.goto(`${BASE_URL}/robots.txt`, { timeout: RESET_LIMIT_MS });
      return tab;
    } catch (error) {
      if (attempt > 1) throw error;
      console.warn(`the tab for ${device.isMobile ? 'a phone' : 'a laptop'} did not load robots.txt within ${RESET_LIMIT_MS / 1000} s (${(error as Error).message.split('\n')[0]}): a new tab replaces it`);
      tabs.delete(key);
      void context.close().catch(() => undefined);
    }
  }
}

/**
 * The worker's tab for the test's device, made to meet the test as a first
 * visitor's browser would: the previous page unloads on the site's
 * robots.txt (so nothing it sends counts for this visit); the previous
 * test's other tabs, routes, init scripts and console listeners are gone;
 * no cookie, storage or permission is left; size, motion preference and
 * colour scheme are the test's (light unless it asks); the pointer is off
 * the page.
 */
async function tabFor({ viewport, isMobile = false, hasTouch = false, reducedMotion, permissions, colorScheme }: VisitOptions): Promise<Tab> {
  const tab = await answeringTab(`${isMobile}-${hasTouch}`, { isMobile, hasTouch });
  const { page } = tab;
  const context = page.context();
  for (const undo of tab.undo.splice(0)) await undo();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
  if (permissions) await context.grantPermissions(permissions, { origin: BASE_URL });
  await page.setViewportSize(viewport ?? widths.desktop.viewport);
  await page.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference', forcedColors: 'none', colorScheme: colorScheme ?? 'light' });
  await page.mouse.move(-1, -1);
  tab.current = { problems: [], thirdPartyRequests: [] };
  return tab;
}

/**
 * Opens a route as a first visitor meets it: no cookie, storage or
 * permission, nothing cached, every non-local request blocked and recorded,
 * console problems recorded; returns once React has taken over the page.
 * `prepare` runs before the page loads.
 *
 * Each worker keeps one tab per emulated device for all its tests, and
 * tabFor resets it before each. A fresh browser context per test cost
 * 0.88 s of CPU (setting it up, starting a renderer, compiling the site's
 * scripts afresh); a reset and a load in the started renderer, about a
 * quarter of that. The site keeps nothing in the browser but its consent
 * cookie and a chosen colour scheme (local storage, cleared by the reset;
 * no service worker), and every third party is blocked.
 */
export async function visit(path: string, options: VisitOptions = {}, prepare?: Preparation): Promise<VisitedPage> {
  if (options.coldStart) return visitColdStart(path, options, prepare);
  const tab = await tabFor(options);
  const { page } = tab;
  // A console listener the test adds goes with the test; the tab's own comes back.
  tab.undo.push(async () => {
    await page.removeAllListeners('console');
    recordConsole(tab);
  });
  const undo = await prepare?.(page);
  if (undo) tab.undo.push(() => undo.dispose());
  // `load`: the boot script has run (a module script runs before it), so
  // every shared part responds; then the islands, unless the test wants the
  // page as loaded. What loads later (the consent engine, the chat) each
  // test waits for by what it shows.
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  if (!options.asLoaded) await islandsHydrated(page);
  // The tab stays for the next test, which resets it.
  return { page, ...tab.current, close: async () => undefined };
}

/** `visit` in a browser context of its own, closed when the test ends. */
async function visitColdStart(path: string, options: VisitOptions, prepare?: Preparation): Promise<VisitedPage> {
  const { coldStart: _coldStart, asLoaded, ...contextOptions } = options;
  const context = await (await workerBrowser()).newContext({ ...widths.desktop, ...contextOptions });
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
  page.setDefaultTimeout(WAIT_LIMIT_MS);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await prepare?.(page);
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  if (!asLoaded) await islandsHydrated(page);
  return { page, problems, thirdPartyRequests, close };
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
  tab.page.setDefaultTimeout(WAIT_LIMIT_MS);
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
  // A check may have shown the previous page dark.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  return { page, thirdPartyRequests: recorder };
}

/** Waits for the consent banner and answers it as a visitor would, in the page's language (German unless `locale` says otherwise). */
export async function answerConsentBanner(page: Page, answer: 'Alle akzeptieren' | 'Alle ablehnen', locale: Locale = defaultLocale): Promise<void> {
  const banner = consentBanner(page, locale);
  const { acceptAll, rejectAll } = wordsOf(locale).consent.banner;
  await banner.getByRole('button', { name: answer === 'Alle akzeptieren' ? acceptAll : rejectAll }).click();
  await banner.waitFor({ state: 'hidden' });
  // The banner goes at once; on a first visit the consent engine loads with the answer, then stores it.
  await waitInPage(page, 'the consent cookie, stored with the answer', (name) => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`)), consentCookie.name);
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
 * defines it; this stand-in (a `visit` preparation) records its calls in the
 * tab's session storage, where they outlast the link that led to the next page.
 */
export function standInConversionFunction(page: Page): Promise<Disposable> {
  return page.addInitScript(() => {
    const record = (url?: string) => sessionStorage.setItem('conversions', JSON.stringify([...JSON.parse(sessionStorage.getItem('conversions') ?? '[]'), url ?? null]));
    Object.assign(window, { gtag_report_conversion: record });
  });
}

/** What the stand-in conversion function was called with, on this page and the ones before it in the tab. */
export function reportedConversions(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('conversions') ?? '[]') as unknown[]);
}

/**
 * Brings each island of the page near the screen, as a visitor scrolling
 * down does (an island hydrates as it nears it: src/site/islandScheduler.ts),
 * waits until each has hydrated, returns to the top, and waits for an idle
 * main thread. A page without islands returns at once; an island the page
 * does not show (in a tab set's hidden panel) hydrates once it is shown,
 * and is left. An island that does not hydrate within a minute fails the
 * wait, named.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.evaluate(async ([island, hydrated]) => {
    const LIMIT_MS = 60_000;
    const end = performance.now() + LIMIT_MS;
    // A drawn frame, or a second without one: a renderer that draws nothing cannot hold the wait past its limit.
    const frame = () => new Promise<void>((resolve) => (setTimeout(resolve, 1000), requestAnimationFrame(() => resolve())));
    const roots = [...document.querySelectorAll<HTMLElement>(`[${island}]`)].filter((root) => (root.firstElementChild ?? root).getClientRects().length > 0);
    for (const root of roots) {
      (root.firstElementChild ?? root).scrollIntoView({ block: 'center', behavior: 'instant' });
      while (!root.hasAttribute(hydrated)) {
        if (performance.now() > end) throw new Error(`the island ${root.getAttribute(island)} did not hydrate within ${LIMIT_MS / 1000} s (${location.pathname})`);
        await frame();
      }
    }
    if (roots.length > 0) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE] as const);
  await idle(page);
}

/**
 * Waits for two rendered frames and then an idle main thread: observers
 * have reported, React has applied what they set. An idle callback that
 * times out is asked for again: it says the thread was busy for that
 * second, which on one shared core (a full npm test under taskset -c 0)
 * once lasted over 20 s on pages that fall idle at once on two cores, and
 * once over 60 s, twice in a row (/de/reset-password on the phone, after
 * «Alle akzeptieren» with every third party blocked; alone on that core,
 * even beside three busy loops, the same pass fell idle at once), and in
 * the next such run over 120 s on /de/blog/tag/costs at the same step.
 * So after 30 s without an idle period a page also counts as settled when
 * it answers: for 2 s no long task ran and a timer fired on time. A page
 * that draws no frame, or neither falls idle nor answers within two
 * minutes, fails,
 * saying which, whether it was hidden and how many animations were
 * running: a page.evaluate has no timeout, and such a wait once held a
 * visitor pass until the test's own timeout, six minutes later, without a
 * word of where.
 */
function idle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const LIMIT_MS = 120_000;
    const end = performance.now() + LIMIT_MS;
    const left = () => Math.max(0, end - performance.now());
    const stuck = (what: string) =>
      new Error(`${what} within ${LIMIT_MS / 1000} s (${location.pathname}, ${document.visibilityState}, ${document.getAnimations().length} animations running)`);
    const frame = () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(stuck('no frame drawn')), left());
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    // For 2 s no long task and a timer on time: the thread answers, though the browser granted no idle period.
    const answers = () =>
      new Promise<boolean>((resolve) => {
        let long = false;
        const observer = new PerformanceObserver((list) => (long ||= list.getEntries().length > 0));
        observer.observe({ type: 'longtask' });
        const started = performance.now();
        setTimeout(() => {
          observer.disconnect();
          resolve(!long && performance.now() - started < 2250);
        }, 2000);
      });
    const answersFrom = performance.now() + 30_000;
    await frame();
    await frame();
    for (;;) {
      const timedOut = await new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(deadline.didTimeout), { timeout: Math.min(1000, left()) }));
      if (!timedOut) return;
      if (performance.now() > answersFrom && (await answers())) return;
      if (left() === 0) throw stuck('the main thread was never idle nor answering');
    }
  });
}

/**
 * The layout shifts of the page so far that no input caused, each as its
 * score and what moved (tag, first words, its top before and after). The
 * browser gives its buffered entries to the observer's callback in a task
 * of their own, queued as it starts observing: takeRecords() right away
 * returned none, even on a page that had shifted. A timer queued after it
 * runs after that task. Read once the fonts are in and two frames drawn. On
 * a first visit there should be none: every line is laid out in its final
 * face and place before the first paint.
 */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A face that arrives late moves lines when the frame after it is laid out.
    await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    // Two drawn frames, each at most a second: a renderer that draws nothing cannot hold the test.
    const frame = () => new Promise((resolve) => (setTimeout(resolve, 1000), requestAnimationFrame(resolve)));
    await frame();
    await frame();
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const shifts: Shift[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as Shift[])));
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    shifts.push(...(observer.takeRecords() as unknown as Shift[]));
    observer.disconnect();
    const named = (node: Node | null | undefined) => `${node?.nodeName.toLowerCase() ?? '?'} «${(node?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}»`;
    return shifts
      .filter((shift) => !shift.hadRecentInput)
      .map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.map((source) => `${named(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`).join(', ')}`);
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
  // Bounded, like idle(): a request the server never answers fails the test with its reason.
  await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store', signal: AbortSignal.timeout(20_000) }).then(() => undefined));
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
    // A drawn frame, or a second without one (then settled() below names a renderer that stays stuck).
    const frame = () => new Promise<void>((resolve) => (setTimeout(resolve, 1000), requestAnimationFrame(() => resolve())));
    const step = Math.max(window.innerHeight, 100);
    for (let top = 0; top < document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
  });
  await settled(page);
}

/**
 * Waits until the page stops scrolling: the same scroll position over ten
 * drawn frames. A smooth scroll moves it every frame until it ends, however
 * fast the machine draws them. A page that draws no frame fails within
 * 30 s, named, instead of holding the test to its own limit.
 */
export function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        let last = -1;
        let still = 0;
        const limit = setTimeout(() => reject(new Error(`the page did not stop scrolling within 30 s (${location.pathname}, at ${window.scrollY} px)`)), 30_000);
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) {
            clearTimeout(limit);
            resolve();
          } else requestAnimationFrame(check);
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
export const consentBanner = (page: Page, locale: Locale = defaultLocale) => page.getByRole('region', { name: wordsOf(locale).consent.banner.title });
