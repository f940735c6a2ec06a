// The size budget the build enforces (gzip bytes of JavaScript a route loads
// before it is interactive, from the manifest): one for the app every route
// runs (entry, React, the router, styled-components, header, footer,
// consent, and the building blocks a third of the pages share; see
// codeSplitting.mjs), one for each page's own chunks. Measured November 2026:
// app 122.7 kB; pages 1.9 kB (booking confirmed) to 25.4 kB (Academy).
//
// Over budget, the build fails. First look for what grew (`npm run bench`
// prints each route's initial JavaScript; .vite/routes.json in the build
// lists its files). If the weight is earned, raise the page's entry in
// `pageBudgetsKb` (or the app budget) in the same commit, saying why.

/** The app every route loads, in kB (gzip). */
export const APP_BUDGET_KB = 125;

/** A page's own chunks, in kB (gzip), unless listed below: room for a content-heavy page. */
export const PAGE_BUDGET_KB = 30;

/**
 * Pages that have earned more, by path, in kB (gzip). None at the moment:
 * the Academy (Radix accordion, a long FAQ) had 36 kB until the shared
 * building blocks moved into one chunk, which left it 25.4 kB of its own.
 */
export const pageBudgetsKb = {};

/** Throws, listing everything over budget; otherwise returns a one-line summary. */
export function checkSizeBudget(routeAssets) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const appBytes = Math.max(...routeAssets.map((route) => route.appBytes));
  const over = appBytes > APP_BUDGET_KB * 1000 ? [`the app: ${kB(appBytes)} kB, budget ${APP_BUDGET_KB} kB`] : [];
  for (const route of routeAssets) {
    const pageBudget = pageBudgetsKb[route.path] ?? PAGE_BUDGET_KB;
    if (route.pageBytes > pageBudget * 1000) over.push(`${route.path}: its own chunks ${kB(route.pageBytes)} kB, budget ${pageBudget} kB`);
  }
  if (over.length > 0) throw new Error(`JavaScript over the size budget (scripts/build/sizeBudget.mjs says how to raise it):\n${over.join('\n')}`);
  const pages = routeAssets.map((route) => route.pageBytes);
  const raised = Object.keys(pageBudgetsKb).length;
  return `initial JS within budget: app ${kB(appBytes)} of ${APP_BUDGET_KB} kB, pages ${kB(Math.min(...pages))}–${kB(Math.max(...pages))} kB (budget ${PAGE_BUDGET_KB} kB${raised ? `, ${raised} raised` : ''})`;
}
