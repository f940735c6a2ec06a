// The size budget the build enforces on the JavaScript a route loads before
// it is interactive (from the manifest, as served with Brotli: see
// precompress.mjs). #12's goal is at most 120 kB transferred, as Lighthouse
// counts it on `npm start`: the files and, over HTTP/1.1, each file's
// response headers. Measured November 2026: the app (the stack, the shell,
// the building blocks five or more pages share) 99.5 kB in 4 files; pages'
// own chunks 1.7 kB (booking confirmed) to 13.1 kB (the home page); the
// heaviest route 118.5 kB with headers (the home page, 13 files).
//
// Over budget, the build fails and names what is over. First look for what
// grew (`npm run bench` prints each route; .vite/routes.json in the build
// lists its files). The route budget is #12's goal and stays; if a page's
// weight is earned, raise its entry in `pageBudgetsKb` in the same commit
// and say why, and make room elsewhere.

/** The response headers `npm start` sends with a script (HTTP/1.1, measured): what a file costs beyond its bytes. */
export const HEADER_BYTES_PER_FILE = 490;

/** What a route may transfer before it is interactive, in kB, headers included: #12's goal. */
export const ROUTE_BUDGET_KB = 120;

/**
 * What a route that starts on the visitor's first input (routes.ts) may
 * transfer before that input, in kB, headers included: #42's goal for a
 * page with nothing to operate but the header. Until then it loads the
 * boot script alone; the app and its page, loaded on input, stay within
 * their own budgets below.
 */
export const INPUT_ROUTE_BUDGET_KB = 30;

/** The app every route loads, in kB (Brotli). */
export const APP_BUDGET_KB = 102;

/** A page's own chunks, in kB (Brotli), unless listed below. */
export const PAGE_BUDGET_KB = 15;

/** Pages that have earned more, by path, in kB (Brotli). None at the moment. */
export const pageBudgetsKb = {};

/**
 * The bytes a route transfers before it is interactive: its files as
 * served, and their response headers; for a route that starts on input, the
 * boot script's.
 */
export const routeTransferBytes = (route) => (route.startsOnInput ? route.entryBytes + HEADER_BYTES_PER_FILE : route.bytes + HEADER_BYTES_PER_FILE * route.files.length);

/** Throws, listing everything over budget; otherwise returns a one-line summary. */
export function checkSizeBudget(routeAssets) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const appBytes = Math.max(...routeAssets.map((route) => route.appBytes));
  const over = appBytes > APP_BUDGET_KB * 1000 ? [`the app: ${kB(appBytes)} kB, budget ${APP_BUDGET_KB} kB`] : [];
  for (const route of routeAssets) {
    const pageBudget = pageBudgetsKb[route.path] ?? PAGE_BUDGET_KB;
    if (route.pageBytes > pageBudget * 1000) over.push(`${route.path}: its own chunks ${kB(route.pageBytes)} kB, budget ${pageBudget} kB`);
    const transfer = routeTransferBytes(route);
    if (route.startsOnInput) {
      if (transfer > INPUT_ROUTE_BUDGET_KB * 1000) over.push(`${route.path}: ${kB(transfer)} kB before the first input (the boot script with its headers), budget ${INPUT_ROUTE_BUDGET_KB} kB`);
    } else if (transfer > ROUTE_BUDGET_KB * 1000) over.push(`${route.path}: ${kB(transfer)} kB before interaction (${route.files.length} files with their headers), budget ${ROUTE_BUDGET_KB} kB`);
  }
  if (over.length > 0) throw new Error(`JavaScript over the size budget (scripts/build/sizeBudget.mjs says how to raise it):\n${over.join('\n')}`);
  const pages = routeAssets.map((route) => route.pageBytes);
  const heaviestOf = (list) => (list.length ? Math.max(...list.map(routeTransferBytes)) : 0);
  const heaviest = heaviestOf(routeAssets.filter((route) => !route.startsOnInput));
  const onInput = heaviestOf(routeAssets.filter((route) => route.startsOnInput));
  const raised = Object.keys(pageBudgetsKb).length;
  return `initial JS within budget: app ${kB(appBytes)} of ${APP_BUDGET_KB} kB, pages ${kB(Math.min(...pages))}–${kB(Math.max(...pages))} kB (budget ${PAGE_BUDGET_KB} kB${raised ? `, ${raised} raised` : ''}), heaviest route ${kB(heaviest)} of ${ROUTE_BUDGET_KB} kB, before the first input ${kB(onInput)} of ${INPUT_ROUTE_BUDGET_KB} kB, with headers (Brotli)`;
}
