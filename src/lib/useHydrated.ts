import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** True while React hydrates prerendered HTML: set by the app's entry, cleared by HydrationScope once the page has hydrated. */
let hydrating = false;

let pageShown: () => void = () => undefined;

/**
 * Resolves once the first page has hydrated (or rendered, where nothing was
 * prerendered) and run its effects: every control on it has its handlers.
 */
export const pageHydrated = new Promise<void>((resolve) => {
  pageShown = resolve;
});

/** Called by the app's entry (src/entry-client.tsx) just before it hydrates the prerendered page. */
export function markHydrating(): void {
  hydrating = true;
}

/** Whether the render in progress hydrates the prerendered page (false on the server, in Storybook and once the page has hydrated). */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Wraps the page in the site shell, inside the page's Suspense boundary.
 * React hydrates that boundary after the shell around it (header, footer)
 * and runs effects children first, so this effect runs once the page itself
 * has hydrated: from then on, whatever mounts (the next page, an opened
 * panel) renders in the browser from scratch.
 */
export function HydrationScope({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
    pageShown();
  }, []);
  return children;
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
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
