/**
 * Brings the element with `targetId` into view and gives it keyboard focus,
 * so the next Tab continues from there, and puts its anchor in the address.
 * Returns false when the page has no such element (the link then does what
 * a plain `#anchor` link does).
 */
export function jumpTo(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${targetId}`);
  return true;
}

/**
 * A click that asks the browser for something else (a new tab or window, a
 * download): the link then behaves as a plain link.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
