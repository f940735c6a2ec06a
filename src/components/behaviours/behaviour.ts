import type { Integrations } from '../../integrations/types';
import type { Locale } from '../../lib/locales';
import type { AddressBar } from '../../lib/address';

/**
 * A behaviour: plain script that makes prerendered markup respond, from the
 * moment the page's boot script runs, with no framework: the header's
 * menus, the colour scheme, the consent banner, a chat button, a link that
 * reports a conversion. The markup comes from the React components (one
 * source of each piece of UI, prerendered on the site, rendered in
 * Storybook); the behaviour finds it by its `data-` marks. The site's boot
 * script installs every behaviour on the document (src/site/siteBehaviours.ts);
 * the Storybook preview installs the same ones on each story's canvas.
 *
 * Listeners sit on the root and look at the event's target when it comes,
 * so markup rendered later (an island's, a story's new state) is served
 * too. What must be set before the first input (a label that depends on a
 * stored choice) is set when the behaviour is installed.
 */
export type BehaviourRoot = Document | HTMLElement;

export interface BehaviourContext {
  integrations: Integrations;
  /** The page's language, for what a behaviour writes itself (a date). */
  locale: Locale;
  /** The page's address, which a behaviour reads and changes (the FAQ's topic) or leaves (a booking leads to its confirmation); a story keeps its own. */
  address: AddressBar;
}

/** Installs a behaviour on `root`; returns what removes it again. */
export type Behaviour = (root: BehaviourRoot, context: BehaviourContext) => () => void;

/** The document a root belongs to. */
export const documentOf = (root: BehaviourRoot): Document => (root instanceof Document ? root : root.ownerDocument);

/** Adds a listener and returns what removes it. */
export function listen<E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions): () => void {
  target.addEventListener(type, handler as EventListener, options);
  return () => target.removeEventListener(type, handler as EventListener, options);
}

/** The elements under `root` (the root itself included) that match `selector`. */
export function within<E extends Element = HTMLElement>(root: BehaviourRoot, selector: string): E[] {
  const found = [...root.querySelectorAll<E>(selector)];
  return root instanceof Element && root.matches(selector) ? [root as unknown as E, ...found] : found;
}

/** The closest element matching `selector` from the event's target, if it lies inside `root`. */
export function closestIn<E extends Element = HTMLElement>(event: Event, root: BehaviourRoot, selector: string): E | null {
  const target = event.target instanceof Element ? event.target.closest<E>(selector) : null;
  return target && root.contains(target) ? target : null;
}

/**
 * A click that asks the browser for something else (a new tab or window, a
 * download): the link then behaves as a plain link.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Runs every uninstaller. */
export const all =
  (...uninstall: Array<() => void>) =>
  () => {
    for (const undo of uninstall) undo();
  };
