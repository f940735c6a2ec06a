// Traces a phone visitor's first tap on the menu, in Chromium, at a CPU
// slowdown: what the main thread did from the touch until the bench stops
// counting, with the styles it recalculated (how many elements each time),
// the layouts (objects dirty and in all), the script (by event listened
// to) and the paint. The bench (scripts/bench.mjs) times the tap; this says
// where its time goes. Serve the pages first (`npm start`, or a build with
// `vite preview`, the peer with `vite preview DIR --outDir .`).
//
//   node scripts/bench/traceTap.mjs [--cpu 7] [--runs 3] [--keep DIR] [--why] URL …
//
// Each run is a cold page on the bench's phone (visitFlow.mjs: 390 × 844,
// touch, Slow 4G), loaded and left to settle, then the bench's own tap
// (`tapMenu`: the tap and 6 s of watching), traced; the pages alternate.
// Durations in the trace are wall time, so already at the slowdown, and
// tracing adds a little to them. One JSON line per run. `--keep DIR` writes
// each trace for DevTools' Performance panel; `--why` adds what invalidated
// each style and layout (at a price: see WHY).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUR_MENU_BUTTON, PEER_MENU_BUTTON, launchFlowBrowser, loadPage, tapMenu } from './visitFlow.mjs';

/** What the trace records: the timeline DevTools shows. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'toplevel',
];

/**
 * What invalidated each style and layout: the reasons, at a price. Tracking
 * them records a stack at every invalidation, which made the menu's click
 * listener take 27 ms instead of 2 at 7×: a run with reasons (`--why`) is
 * read for its reasons and counts, a run without for its times.
 */
const WHY = 'disabled-by-default-devtools.timeline.invalidationTracking';

/** Records a trace while `act` runs; resolves with its events. */
async function traced(cdp, act, why = false) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: why ? [...CATEGORIES, WHY] : CATEGORIES, excludedCategories: ['*'] }, transferMode: 'ReportEvents' });
  await act();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's main thread in a trace: of the renderers' main threads, the one that dispatched the most events. */
function mainThreadOf(events) {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const counts = names.map(({ pid, tid }) => [pid, tid, events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'EventDispatch').length]);
  const [pid, tid] = counts.sort((a, b) => b[2] - a[2])[0] ?? [];
  return events.filter((event) => event.pid === pid && event.tid === tid);
}

/** A complete (`X`) event's duration in ms. */
const durationOf = (event) => (event.dur ?? 0) / 1000;

/** Events that run script, counted once where one runs inside another (a listener's microtasks). */
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.compile']);

/** The main thread's time in script: the outermost script events, in order. */
function scriptTime(events) {
  let end = -Infinity;
  let total = 0;
  for (const event of events.filter((candidate) => candidate.ph === 'X' && SCRIPT.has(candidate.name)).sort((a, b) => a.ts - b.ts)) {
    if (event.ts + event.dur <= end) continue;
    total += durationOf(event);
    end = event.ts + event.dur;
  }
  return total;
}

/** What one trace of a tap shows, in ms and counts. */
export function summarise(events) {
  const main = mainThreadOf(events);
  const tasks = main.filter((event) => event.name === 'RunTask' && event.ph === 'X');
  const touch = main.find((event) => event.name === 'EventDispatch' && /^(touchstart|pointerdown)$/.test(event.args?.data?.type ?? ''));
  const from = touch ? tasks.filter((task) => task.ts <= touch.ts).at(-1)?.ts ?? touch.ts : tasks[0]?.ts ?? 0;
  const after = (event) => event.ts >= from;
  const inWindow = main.filter(after);
  const longTasks = tasks.filter(after).filter((task) => durationOf(task) > 50);
  const sum = (list) => list.reduce((total, event) => total + durationOf(event), 0);
  const styles = inWindow.filter((event) => event.name === 'UpdateLayoutTree' && event.ph === 'X');
  const layouts = inWindow.filter((event) => event.name === 'Layout' && event.ph === 'X');
  const dispatches = inWindow.filter((event) => event.name === 'EventDispatch' && event.ph === 'X');
  const byEvent = new Map();
  for (const dispatch of dispatches) {
    const type = dispatch.args?.data?.type ?? '?';
    byEvent.set(type, (byEvent.get(type) ?? 0) + durationOf(dispatch));
  }
  // What invalidated the styles recalculated: each tracked invalidation names its reason and element.
  const reasons = new Map();
  for (const event of inWindow.filter((candidate) => candidate.name === 'StyleRecalcInvalidationTracking' || candidate.name === 'StyleInvalidatorInvalidationTracking')) {
    const data = event.args?.data ?? {};
    const key = `${event.name === 'StyleRecalcInvalidationTracking' ? 'recalc' : 'invalidator'}: ${data.reason ?? data.invalidationList?.map((item) => JSON.stringify(item)).join(' ') ?? '?'} on ${data.nodeName ?? '?'}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const layoutInvalidations = new Map();
  for (const event of inWindow.filter((candidate) => candidate.name === 'LayoutInvalidationTracking')) {
    const data = event.args?.data ?? {};
    const key = `${data.reason ?? '?'} on ${data.nodeName ?? '?'}`;
    layoutInvalidations.set(key, (layoutInvalidations.get(key) ?? 0) + 1);
  }
  const round = (value) => Math.round(value);
  return {
    tasks: round(sum(tasks.filter(after))),
    longTasks: longTasks.map((task) => round(durationOf(task))),
    blocking: round(longTasks.reduce((total, task) => total + Math.max(0, durationOf(task) - 50), 0)),
    style: { ms: round(sum(styles)), recalcs: styles.length, elements: styles.map((event) => event.args?.elementCount ?? event.args?.data?.elementCount ?? '?') },
    layout: {
      ms: round(sum(layouts)),
      count: layouts.length,
      objects: layouts.map((event) => `${event.args?.beginData?.dirtyObjects ?? '?'}/${event.args?.beginData?.totalObjects ?? '?'}${event.args?.beginData?.partialLayout ? ' partial' : ''}`),
    },
    script: { ms: round(scriptTime(inWindow)), listeners: Object.fromEntries([...byEvent].map(([type, ms]) => [type, round(ms)])) },
    paint: { ms: round(sum(inWindow.filter((event) => ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'Commit', 'RasterTask'].includes(event.name) && event.ph === 'X'))) },
    invalidations: Object.fromEntries([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12)),
    layoutInvalidations: Object.fromEntries([...layoutInvalidations].sort((a, b) => b[1] - a[1]).slice(0, 8)),
  };
}

/** One traced tap on a cold page of `url`. */
async function traceTap(browser, url, multiplier, why) {
  const { context, page, cdp } = await loadPage(browser, url, multiplier);
  try {
    // Ours, else the peer's (AstroWind's) menu button.
    const menuButton = (await page.locator(OUR_MENU_BUTTON).count()) > 0 ? OUR_MENU_BUTTON : PEER_MENU_BUTTON;
    let tap;
    // The bench's own tap, with its 6 s of watching: the trace holds what the bench counts.
    const events = await traced(cdp, async () => {
      tap = await tapMenu(page, cdp, menuButton);
    }, why);
    return { events, tap };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
  const multiplier = Number(option('--cpu', 7));
  const runs = Number(option('--runs', 3));
  const keep = option('--keep');
  const why = args.includes('--why');
  const urls = args.filter((arg, index) => /^https?:/.test(arg) && !['--cpu', '--runs', '--keep'].includes(args[index - 1]));
  const browser = await launchFlowBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Alternating, as the bench does.
      for (const url of urls) {
        const { events, tap } = await traceTap(browser, url, multiplier, why);
        if (keep) {
          await mkdir(keep, { recursive: true });
          await writeFile(path.join(keep, `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${run}.json`), JSON.stringify({ traceEvents: events }));
        }
        console.log(JSON.stringify({ url, run, multiplier, bench: tap, ...summarise(events) }));
      }
    }
  } finally {
    await browser.close();
  }
}
