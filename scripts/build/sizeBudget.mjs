// The size budget the build enforces on the JavaScript each route loads
// (from the manifest, as served with Brotli: see precompress.mjs, and over
// HTTP/1.1 each file's response headers, as Lighthouse counts it on
// `npm start`). Two figures per route:
//
// - on arrival: the boot script and what it imports, which runs every
//   page's shared parts (header, menus, consent) without a framework. At
//   most 30 kB: #54's goal for a page whose only interactive parts are the
//   shared ones, and every page's floor.
// - in all: that and, on a page with islands, the island runtime (React,
//   styled-components) and its islands' modules, fetched after the first
//   paint. At most 120 kB: #12's goal.
//
// Over budget, the build fails and names what is over. First look for what
// grew (`npm run bench` prints each route; .vite/routes.json in the build
// lists its files). If a route's weight is earned, give it an entry in
// `routeBudgetsKb` in the same commit and say why.

/**
 * @typedef {object} RouteAssets
 * @property {string} path
 * @property {string[]} files Every script the route loads: the boot files, then the island files.
 * @property {string[]} bootFiles What it runs on arrival: the boot script and what it imports.
 * @property {string[]} islandFiles What its islands need besides (none without islands).
 * @property {number} bootBytes
 * @property {number} islandBytes
 * @property {number} bytes
 */

/**
 * The response headers `npm start` sends with a script (HTTP/1.1, measured): what a file costs beyond its bytes.
 * @type {number}
 */
export const HEADER_BYTES_PER_FILE = 490;

/**
 * What every route may transfer on arrival, in kB, headers included.
 * @type {number}
 */
export const ARRIVAL_BUDGET_KB = 30;

/**
 * What a route may transfer in all, islands included, in kB, headers included.
 * @type {number}
 */
export const ROUTE_BUDGET_KB = 120;

/**
 * Routes that have earned more in all, by path, in kB. None at the moment.
 * @type {Record<string, number>}
 */
export const routeBudgetsKb = {};

/** Bytes of `files` as served, with their response headers. */
const withHeaders = (bytes, files) => bytes + HEADER_BYTES_PER_FILE * files.length;

/**
 * What a route transfers on arrival.
 * @param {RouteAssets} route
 * @returns {number}
 */
export const arrivalBytes = (route) => withHeaders(route.bootBytes, route.bootFiles);

/**
 * What a route transfers in all.
 * @param {RouteAssets} route
 * @returns {number}
 */
export const routeBytes = (route) => withHeaders(route.bytes, route.files);

/**
 * Throws, listing everything over budget; otherwise returns a one-line summary.
 * @param {RouteAssets[]} routeAssets
 * @returns {string}
 */
export function checkSizeBudget(routeAssets) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const over = [];
  for (const route of routeAssets) {
    if (arrivalBytes(route) > ARRIVAL_BUDGET_KB * 1000) over.push(`${route.path}: ${kB(arrivalBytes(route))} kB on arrival (${route.bootFiles.length} files with their headers), budget ${ARRIVAL_BUDGET_KB} kB`);
    const budget = routeBudgetsKb[route.path] ?? ROUTE_BUDGET_KB;
    if (routeBytes(route) > budget * 1000) over.push(`${route.path}: ${kB(routeBytes(route))} kB in all (${route.files.length} files with their headers), budget ${budget} kB`);
  }
  if (over.length > 0) throw new Error(`JavaScript over the size budget (scripts/build/sizeBudget.mjs says how to raise it):\n${over.join('\n')}`);
  const withIslands = routeAssets.filter((route) => route.islandFiles.length > 0);
  const heaviest = Math.max(...routeAssets.map(routeBytes));
  return `JS within budget: on arrival ${kB(Math.max(...routeAssets.map(arrivalBytes)))} of ${ARRIVAL_BUDGET_KB} kB; ${withIslands.length} of ${routeAssets.length} routes have islands, the heaviest ${kB(heaviest)} of ${ROUTE_BUDGET_KB} kB in all, with headers (Brotli)`;
}
