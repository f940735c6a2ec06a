// The visit `npm run bench` measures beside Lighthouse's load: a phone
// visitor loads a page, taps the menu, taps the page's first island, swipes.
// Lighthouse stops at the load; a page that defers its work to the first
// input looks light there and makes the visitor wait at the tap. Each step
// runs on a cold page (a fresh browser context) in the machine's Chromium,
// driven by playwright-core, at the bench's CPU slowdown and Slow 4G.
import { chromium } from 'playwright-core';
import { chromiumPath, quietArgs } from '../lib/browsers.mjs';

/**
 * How each side's menu button is found. Ours is the header's hamburger: at
 * 390 px the only visible `button[aria-controls]` in the header (the desktop
 * dropdowns are hidden there). The peer, AstroWind, marks its toggle with a
 * data attribute. Another peer's is passed to `visit` as `menuButton`.
 */
export const OUR_MENU_BUTTON = 'header button[aria-controls]';
export const PEER_MENU_BUTTON = '[data-aw-toggle-menu]';

/**
 * A part of a page that answers the visitor: an island React hydrates, or
 * one the platform runs with the page's own script (a question, a tab set,
 * the booking prompt). The first on a page is the one tapped.
 */
export const ISLAND = '[data-island], [data-accordion], [data-tab-set], [data-booking-embed]';

/** What a visitor taps in an island: its first rendered, enabled control of these. */
const ISLAND_CONTROLS = 'button, input, select, textarea, summary, label, [role=tab]';

/** Lighthouse's mobile preset (Slow 4G): 150 ms, 1.6 Mbit/s each way, in bytes per second. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };

/** A phone about the size of the ones most visitors hold. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A page is settled when for this long no long task ran and the main thread did less than QUIET_WORK. */
const QUIET_FOR = 2000;
const QUIET_WORK = 50;
/** A page that never settles (an animation loop) is measured anyway, and flagged. */
const QUIET_CAP = 30_000;
/** Each sample is a CDP call the main thread answers (about 2 ms at 10×): often enough, cheap enough. */
const POLL = 500;

/** How long after each input its work is counted: a menu may fetch and hydrate first; a tap or a swipe answers sooner. */
const AFTER_MENU_TAP = 6000;
const AFTER_ISLAND_TAP = 3000;
const AFTER_SWIPE = 3000;
/** A menu that has not opened by then is reported as not opened. */
const MENU_GIVE_UP = 15_000;

/** The menu counts as open in the first frame that shows at least this many more links than before the tap. */
const MORE_LINKS = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs in every document before its own scripts: records long tasks (their
 * durations are wall time, so already at the slowdown) and the time stamp of
 * the latest touchstart. The touch's `timeStamp` is when the input happened,
 * even when a busy main thread delivers it later.
 */
function instrument() {
  const flow = { longTasks: [], touchStart: undefined, opened: undefined };
  window.__benchFlow = flow;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) flow.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task API: blocking reads 0, and the table says nothing of it. Chromium has it.
  }
  window.addEventListener(
    'touchstart',
    (event) => {
      flow.touchStart = event.timeStamp;
    },
    { capture: true, passive: true },
  );

  /**
   * Resolves with the links shown now, then sets `flow.opened` to the time
   * of the first frame showing `more` links more. A link is shown while it
   * has a box and is not visibility:hidden, in the viewport or not. An
   * IntersectionObserver reads each frame's layout as the browser computes
   * it anyway, and stamps the frame's time. A requestAnimationFrame loop
   * counting links made the browser draw and lay out a frame every 8 ms:
   * at 10× it added about 450 ms to the work after our tap and 20 ms to
   * the peer's, which opens sooner.
   */
  flow.watchLinks = (more) =>
    new Promise((ready) => {
      const shown = new Set();
      let before;
      flow.opened = undefined;
      const links = new IntersectionObserver(
        (entries) => {
          for (const { target, isIntersecting, boundingClientRect: box } of entries) {
            if (isIntersecting && box.width > 0 && box.height > 0 && getComputedStyle(target).visibility !== 'hidden') shown.add(target);
            else shown.delete(target);
          }
          if (before === undefined) {
            before = shown.size;
            ready(before);
          } else if (shown.size >= before + more) {
            flow.opened = Math.max(...entries.map((entry) => entry.time));
            links.disconnect();
            added.disconnect();
          }
        },
        // Far past any page's edge: a link below the fold counts; one its scrolling ancestor clips away does not.
        { rootMargin: '100000px' },
      );
      const observe = (node) => {
        if (node.nodeType !== Node.ELEMENT_NODE) return;
        if (node.matches('a[href]')) links.observe(node);
        for (const link of node.querySelectorAll('a[href]')) links.observe(link);
      };
      const added = new MutationObserver((records) => {
        for (const record of records) record.addedNodes.forEach(observe);
      });
      added.observe(document, { subtree: true, childList: true });
      observe(document.documentElement);
      // A page without a link gets no first callback.
      if (!document.querySelector('a[href]')) {
        before = 0;
        ready(0);
      }
    });
}

/** The renderer main thread's task time so far, in ms (CDP's TaskDuration is in seconds). */
async function taskTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
}

/** Total blocking time of the long tasks that started in [from, to) (page time, ms): each one's part over 50 ms. */
const blockingOf = (longTasks, from = -Infinity, to = Infinity) =>
  longTasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

/** The page's own clock and its long tasks so far. */
const pageState = (page) => page.evaluate(() => ({ now: performance.now(), longTasks: window.__benchFlow.longTasks, touchStart: window.__benchFlow.touchStart, opened: window.__benchFlow.opened }));

/**
 * Waits until the main thread has been quiet for QUIET_FOR: no long task
 * ended and less than QUIET_WORK of task time over that much wall time.
 * Only the task time is sampled; the page is asked for its long tasks once
 * a span looks quiet, as each evaluate costs the throttled page 3–4 ms.
 * Gives up after QUIET_CAP and says so.
 */
async function settle(page, cdp) {
  const start = Date.now();
  const samples = [];
  for (;;) {
    const work = await taskTime(cdp);
    const wall = Date.now();
    const since = samples.filter((sample) => wall - sample.wall >= QUIET_FOR).at(-1);
    if (since && work - since.work < QUIET_WORK) {
      const { now, longTasks } = await pageState(page);
      // The page's clock at the start of the quiet span.
      const from = now - (Date.now() - since.wall);
      if (!longTasks.some(([taskStart, duration]) => taskStart + duration > from)) return false;
    }
    if (wall - start >= QUIET_CAP) return true;
    samples.push({ wall, work });
    await sleep(POLL);
  }
}

/**
 * A cold page at `url` on the emulated phone, loaded and settled: a fresh
 * context (no cache, no cookie), the CPU slowdown and Slow 4G set before the
 * navigation. Returns the page with the load's main-thread work and blocking.
 */
export async function loadPage(browser, url, multiplier) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  // The blank page's few ms: the page may get a renderer of its own, whose count starts at 0.
  const before = await taskTime(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const capped = await settle(page, cdp);
  const work = (await taskTime(cdp)) - before;
  const { longTasks } = await pageState(page);
  return { context, page, cdp, load: { work, blocking: blockingOf(longTasks), capped } };
}

/** The centre of an element's box on the screen (a locator's first match), or undefined without one. */
export async function centreOf(locator) {
  const box = await locator.boundingBox().catch(() => null);
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
}

/**
 * Main-thread work and blocking in the `span` ms after `act()` starts:
 * task time read before and after that much wall time; long tasks from the
 * page's clock read before the act (or from the touch's own time stamp).
 */
async function workAfter(page, cdp, span, act) {
  const { now: pageBefore } = await pageState(page);
  const workBefore = await taskTime(cdp);
  const wallBefore = Date.now();
  await act();
  await sleep(Math.max(0, wallBefore + span - Date.now()));
  const work = (await taskTime(cdp)) - workBefore;
  const state = await pageState(page);
  const from = state.touchStart ?? pageBefore;
  return { work, blocking: blockingOf(state.longTasks, from, from + span), state, from };
}

/**
 * Step 2, on the loaded page: a real tap at the centre of the menu button.
 * «Tap → opened» runs from the touch's time stamp to the first frame that
 * shows MORE_LINKS more links than before the tap (see `watchLinks`).
 */
export async function tapMenu(page, cdp, menuButton) {
  const point = await centreOf(page.locator(menuButton).filter({ visible: true }).first());
  if (!point) return { missing: `no visible ${menuButton}` };
  await page.evaluate((more) => {
    window.__benchFlow.touchStart = undefined;
    return window.__benchFlow.watchLinks(more);
  }, MORE_LINKS);
  const { work, blocking, state, from } = await workAfter(page, cdp, AFTER_MENU_TAP, () => page.touchscreen.tap(point.x, point.y));
  let opened = state.opened;
  for (let waited = AFTER_MENU_TAP; opened === undefined && waited < MENU_GIVE_UP; waited += POLL) {
    await sleep(POLL);
    opened = (await pageState(page)).opened;
  }
  return { work, blocking, tapToOpened: opened === undefined ? Number.NaN : opened - from };
}

/**
 * Step 3, on a fresh load: a tap on the first rendered, enabled control of
 * the first island. The visitor scrolls it to the middle of the screen
 * first; what that starts (an island hydrating as it nears) is the tap's
 * too: the work and blocking from the scroll's start to the tap's end.
 */
async function tapIsland(page, cdp) {
  const control = await page.evaluateHandle(
    ({ island, controls }) =>
      [...(document.querySelector(island)?.querySelectorAll(controls) ?? [])].find((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.disabled && element.getAttribute('aria-disabled') !== 'true';
      }) ?? null,
    { island: ISLAND, controls: ISLAND_CONTROLS },
  );
  const element = control.asElement();
  if (!element) return { missing: 'no control' };
  const { now: scrollStart } = await pageState(page);
  const workBeforeScroll = await taskTime(cdp);
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const capped = await settle(page, cdp);
  const reach = { work: (await taskTime(cdp)) - workBeforeScroll, blocking: blockingOf((await pageState(page)).longTasks, scrollStart) };
  const point = await centreOf(element);
  if (!point) return { missing: 'no control' };
  const { work, blocking } = await workAfter(page, cdp, AFTER_ISLAND_TAP, () => page.touchscreen.tap(point.x, point.y));
  return { work: reach.work + work, blocking: reach.blocking + blocking, capped };
}

/**
 * Step 4, on a fresh load: a finger from (195, 600) up to (195, 200) in ten
 * moves over 150 ms. The events go out on that schedule without waiting for
 * the page, as a finger does not wait: a busy main thread shows as blocking
 * and a late scroll, not as a slower finger.
 */
async function swipe(page, cdp) {
  const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === undefined ? [] : [{ x: 195, y }] });
  const { work, blocking } = await workAfter(page, cdp, AFTER_SWIPE, async () => {
    const sent = [touch('touchStart', 600)];
    for (let step = 1; step <= 10; step += 1) {
      await sleep(15);
      sent.push(touch('touchMove', 600 - 40 * step));
    }
    sent.push(touch('touchEnd'));
    await Promise.all(sent);
  });
  const scrollY = await page.evaluate(() => window.scrollY);
  return { work, blocking, scrolled: scrollY > 0 };
}

/** The machine's Chromium (never a downloaded one), for every visit of the bench. */
export function launchFlowBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--disable-gpu', ...quietArgs] });
}

/**
 * One visit of `url` at the CPU slowdown `multiplier`: load and menu tap on
 * one page, then the island tap (when `island` is true and the page has one)
 * and the swipe, each on a fresh load. Times are ms of the emulated phone.
 * A visit that fails (a busy machine once refused a connection) is tried
 * twice more, as the bench's Lighthouse runs are.
 */
export async function visit(browser, url, options, attempt = 1) {
  try {
    return await visitOnce(browser, url, options);
  } catch (error) {
    if (attempt >= 3) throw error;
    process.stderr.write(`bench: visit of ${url} failed (${error.message.split('\n')[0]}), trying again\n`);
    return visit(browser, url, options, attempt + 1);
  }
}

async function visitOnce(browser, url, { multiplier, menuButton, island = false }) {
  const first = await loadPage(browser, url, multiplier);
  let hasIsland = false;
  let tap;
  try {
    hasIsland = island && (await first.page.evaluate((selector) => document.querySelector(selector) !== null, ISLAND));
    tap = await tapMenu(first.page, first.cdp, menuButton);
  } finally {
    await first.context.close();
  }
  // Whether any wait for quiet gave up: the figures then include work still running.
  let capped = first.load.capped;
  let islandTap;
  if (hasIsland) {
    const fresh = await loadPage(browser, url, multiplier);
    try {
      islandTap = await tapIsland(fresh.page, fresh.cdp);
      capped ||= fresh.load.capped || Boolean(islandTap.capped);
    } finally {
      await fresh.context.close();
    }
  }
  const fresh = await loadPage(browser, url, multiplier);
  try {
    const swiped = await swipe(fresh.page, fresh.cdp);
    return { load: first.load, tap, island: islandTap, swipe: swiped, capped: capped || fresh.load.capped };
  } finally {
    await fresh.context.close();
  }
}
