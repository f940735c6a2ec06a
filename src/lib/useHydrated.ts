import { startTransition, useEffect, useState } from 'react';

/** True while React hydrates prerendered HTML: set by the app's entry, cleared once hydration has committed. */
let hydrating = false;

/** Called by the app's entry (src/entry-client.tsx) just before it hydrates the prerendered page. */
export function markHydrating(): void {
  hydrating = true;
}

/**
 * False while the server renders and while the browser hydrates that HTML,
 * true from the next render on (and at once where nothing was prerendered:
 * a page reached by client-side navigation, or Storybook). State read from
 * the address, which the prerendered page cannot know, waits for it, so
 * hydration matches.
 *
 * The switch to true is a transition: React renders it in slices that yield
 * to the browser. (useSyncExternalStore, used before, forces that re-render
 * to be synchronous: one 85 ms task on /de/faq.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
