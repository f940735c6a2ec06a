// React's scheduler hands the browser back the main thread every 5 ms
// (`frameInterval`); the browser bundle makes that 2 ms.
//
// Why: Lighthouse judges a phone by scaling the tasks it observes on the
// measuring machine by its CPU multiplier. At the multiplier that makes a
// fast host as slow as the reference phone (#30: about 15×), each of
// hydration's 5 ms slices became a 75 ms task, 25 ms of blocking each, and
// `/de`, `/de/pricing`, `/de/agb` and `/de/seo-dashboard` missed TBT ≤ 100 ms.
// Slices of 2 ms stay under 50 ms up to a 20× multiplier, and on any phone
// they let a tap through sooner; the cost is more task switches, each a
// message to the page itself. React offers no setting below 8 ms
// (`unstable_forceFrameRate` stops at 125 fps), so the build rewrites the
// one constant and fails when a scheduler update no longer has it.

/** The scheduler's production build, the one the browser bundle uses. */
const SCHEDULER = /[\\/]node_modules[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/;
const FRAME_INTERVAL = /\bframeInterval = 5,/;

/** How long React renders before it yields to the browser, in milliseconds. */
export const SLICE_MS = 2;

/** The scheduler's source with its yield interval set to SLICE_MS; throws when the constant is not there. */
export function withShorterSlices(code) {
  if (!FRAME_INTERVAL.test(code)) throw new Error('scheduler.production.js no longer declares `frameInterval = 5,`: check how this scheduler version yields (scripts/build/schedulerSlices.mjs)');
  return code.replace(FRAME_INTERVAL, `frameInterval = ${SLICE_MS},`);
}

/** Vite plugin for the browser bundle. */
export const schedulerSlices = {
  name: 'scheduler-slices',
  transform(code, id) {
    return SCHEDULER.test(id) ? { code: withShorterSlices(code), map: null } : null;
  },
};
