import { expect, waitFor } from 'storybook/test';

/**
 * Brings every image of the story into view and waits until it has loaded,
 * so lazy images below the fold are in the visual snapshot every time. An
 * image that failed and gave way to its fallback (hidden) has nothing to load.
 */
export async function imagesLoaded(root: HTMLElement) {
  for (const image of Array.from(root.querySelectorAll('img:not([hidden])'))) {
    if (!(image instanceof HTMLImageElement)) continue;
    image.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}
