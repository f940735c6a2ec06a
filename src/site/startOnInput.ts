import { consentChoiceStored } from '../integrations/browser/consentChoiceStored';
import { themeStorage } from '../content/themeStorage';

/**
 * A page whose app starts on the visitor's first input (`startsOnInput` in
 * routes.ts) is complete as prerendered: text, links, the banner. What only
 * the app does (a menu, the colour scheme's toggle, the banner's answers,
 * the header's scrolled look) is needed once the visitor acts, and every
 * way of acting begins with one of these: a pointer that moves or presses,
 * a finger on the screen, a key, a wheel, focus, or a click by itself (a
 * screen reader's browse mode activates a button with no key event the
 * page sees). A reader who only looks runs no framework at all.
 */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

/** Calls `start` once, on the first input the page receives. */
export function onFirstInput(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const first = () => {
    for (const type of FIRST_INPUTS) window.removeEventListener(type, first, options);
    start();
  };
  for (const type of FIRST_INPUTS) window.addEventListener(type, first, options);
}

/**
 * A choice the visitor stored (consent, a colour scheme) is applied by the
 * app: the chat they allowed, the toggle showing their scheme. With one,
 * the app starts on every page as it loads.
 */
export function hasStoredChoice(): boolean {
  if (consentChoiceStored()) return true;
  try {
    return localStorage.getItem(themeStorage.key) !== null;
  } catch {
    // Storage the browser refuses holds no choice.
    return false;
  }
}

/**
 * Whether the address names what the page reads: one of its query
 * parameters (`data-start-query`: the route's `sharedQuery` and the page's
 * own, the login's tab, the FAQ's topic) or, where it reads one
 * (`data-start-hash`), an `#id` (the FAQ's answer). What it names shows
 * only once the app runs, so it starts at once.
 */
export function addressNamesWhatPageReads({ startQuery, startHash }: DOMStringMap): boolean {
  const params = new URLSearchParams(window.location.search);
  if ((startQuery ?? '').split(' ').some((name) => name !== '' && params.has(name))) return true;
  return startHash !== undefined && window.location.hash.length > 1;
}

/**
 * The prefix of the key under which React keeps a hydrated element's props
 * on the element: the sign it has its handlers (the engine pass reads it
 * too). An element in markup kept as prerendered (the banner) never gets one.
 */
export const REACT_PROPS_PREFIX = '__reactProps';

/** Whether React has hydrated the element and given it its handlers. */
const hasReactHandlers = (element: Element) => Object.keys(element).some((key) => key.startsWith(REACT_PROPS_PREFIX));

/**
 * Until the app has started, a click on a button (the menu, the toggle, the
 * banner's answers) would reach no handler: it is held, and given again
 * once the app has hydrated, so the first press still counts. A button
 * React has hydrated already (the header, hydrated before the page's
 * content) gets its click at once: holding it could lose it, as the
 * header's dropdown swaps its button for Radix's on hover. Links are left
 * alone: the browser follows them. Returns what gives the held click.
 */
export function holdButtonClicks(): () => void {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || hasReactHandlers(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  window.addEventListener('click', hold, true);
  return () => {
    window.removeEventListener('click', hold, true);
    // Hydration keeps the prerendered elements, so the held one is the hydrated button.
    if (held?.isConnected) held.click();
  };
}
