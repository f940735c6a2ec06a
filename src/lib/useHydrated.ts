import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML,
 * true from the next render on (and at once where nothing was prerendered,
 * as in Storybook). State read from the address, which the prerendered page
 * cannot know, waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
