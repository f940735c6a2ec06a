/**
 * Runs in the page (passed whole to `page.evaluate` by the Chromium and the
 * engine harnesses, so it closes over nothing): whether the app has started,
 * that is React's root is in place or the stack's chunk has been requested.
 */
export function appStartedInPage(): boolean {
  const requested = performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/assets/stack-'));
  return requested || Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));
}
