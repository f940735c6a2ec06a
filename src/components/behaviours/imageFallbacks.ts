import { all, listen, within, type Behaviour } from './behaviour';

/** Marks an image that has a fallback: the element right after it, hidden until the image fails. */
export const IMAGE_WITH_FALLBACK_ATTRIBUTE = 'data-image-with-fallback';

/** Hides the failed image and shows its fallback in its place. */
function fallBack(image: HTMLImageElement) {
  const fallback = image.nextElementSibling;
  if (!(fallback instanceof HTMLElement)) return;
  image.hidden = true;
  fallback.hidden = false;
}

const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0 && image.getAttribute('src') !== '';

/**
 * An image that cannot be loaded quietly gives way to its fallback (a team
 * photo to an icon, a talk's picture to the logo). An image that failed
 * before the behaviour was installed is found as it is installed.
 */
export const imageFallbacks: Behaviour = (root) => {
  const selector = `img[${IMAGE_WITH_FALLBACK_ATTRIBUTE}]`;
  for (const image of within<HTMLImageElement>(root, selector)) if (failed(image)) fallBack(image);
  return all(
    // A load error does not bubble: it is caught on its way down.
    listen(
      root,
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.matches(selector)) fallBack(event.target);
      },
      { capture: true },
    ),
  );
};
