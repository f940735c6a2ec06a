import { closestIn, isPlainClick, listen, type Behaviour } from './behaviour';

/** Marks a link to a place on the same page whose keyboard focus follows the view (a jump link, a table of contents). */
export const JUMP_ATTRIBUTE = 'data-jump';

/**
 * Brings the element with `targetId` into view and gives it keyboard focus,
 * so the next Tab continues from there, and puts its anchor in the address.
 * Returns false when the page has no such element (the link then does what
 * a plain `#anchor` link does).
 */
export function jumpTo(targetId: string, document: Document): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  const view = document.defaultView;
  const reducedMotion = view?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  view?.history.replaceState(view.history.state, '', `#${targetId}`);
  return true;
}

/**
 * A jump link scrolls to its place and moves the keyboard focus there; a
 * plain anchor would move the view alone (and, to a target that takes no
 * focus, leave the next Tab where it was). Without the script it is that
 * plain anchor.
 */
export const jumpLinks: Behaviour = (root) =>
  listen<MouseEvent>(root, 'click', (event) => {
    const link = closestIn<HTMLAnchorElement>(event, root, `a[${JUMP_ATTRIBUTE}]`);
    if (!link || event.defaultPrevented || !isPlainClick(event)) return;
    const id = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^#/, ''));
    if (id && jumpTo(id, link.ownerDocument)) event.preventDefault();
  });
