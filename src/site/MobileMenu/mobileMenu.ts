import { all, closestIn, documentOf, listen, within, type Behaviour } from '../../components/behaviours/behaviour';

/** Marks the hamburger button; it names the panel it opens (`aria-controls`) and its two names (`data-label-open`, `data-label-close`). */
export const MOBILE_MENU_TOGGLE_ATTRIBUTE = 'data-mobile-menu-toggle';
/**
 * Marks the menu's own layer: the part of the header that holds the button
 * and the panel, and, while the menu is open, fills the screen as a scroll
 * container of its own (the Header's styles). A tap on it beside the panel
 * closes the menu.
 */
export const MOBILE_MENU_LAYER_ATTRIBUTE = 'data-mobile-menu-layer';

const panelOf = (toggle: HTMLElement) => toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');

/**
 * Opens or closes the panel: the button's state and name, and the panel's
 * `hidden`. Nothing else of the document changes: the header's styles
 * raise the layer over the consent banner and hold the page behind it
 * still from the button's `aria-expanded`.
 */
function showPanel(toggle: HTMLElement, open: boolean) {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', toggle.dataset[open ? 'labelClose' : 'labelOpen'] ?? '');
  panel.hidden = !open;
}

/** Whether `element` scrolls vertically and has room left in the direction of `deltaY`. */
function hasRoom(element: Element, deltaY: number): boolean {
  const overflowY = element.ownerDocument.defaultView?.getComputedStyle(element).overflowY;
  if (overflowY !== 'auto' && overflowY !== 'scroll') return false;
  return deltaY < 0 ? element.scrollTop > 0 : element.scrollTop + element.clientHeight < element.scrollHeight - 1;
}

/**
 * While the menu is open, a wheel over its layer that nothing inside the
 * layer can take (the panel at its end or too short to scroll, the row,
 * the strip of page below) is cancelled. `overscroll-behavior: contain`
 * holds a swipe and most wheels; Firefox (ESR 153, headless, where the
 * engine pass drives it) hands a wheel that starts on a scroller already
 * at its end to the page behind. On the layer only, and only while the
 * menu is open: a listener that may cancel wheels makes the browser wait
 * for the page's script before it scrolls what lies under it.
 */
function holdWheel(layer: Element): () => void {
  return listen<WheelEvent>(
    layer,
    'wheel',
    (event) => {
      if (event.ctrlKey || event.deltaY === 0) return;
      for (let element = event.target instanceof Element ? event.target : null; element && element !== layer; element = element.parentElement) {
        if (hasRoom(element, event.deltaY)) return;
      }
      event.preventDefault();
    },
    { passive: false },
  );
}

/**
 * The hamburger menu below the extra-large breakpoint: the button opens and
 * closes the panel; while it is open the page behind holds still (the
 * menu's layer takes every swipe, wheel and scrolling key: see
 * `holdWheel` and the Header's styles); Escape,
 * wherever focus is, closes it and returns to the button; a tap beside
 * the panel closes it, as a tap outside a popover does; following one of
 * its links closes it, and a page the browser brings back from its history cache
 * shows it closed, as every page starts.
 */
export const mobileMenu: Behaviour = (root) => {
  const toggles = () => within(root, `[${MOBILE_MENU_TOGGLE_ATTRIBUTE}]`);
  const toggleOf = (panel: Element) => toggles().find((toggle) => toggle.getAttribute('aria-controls') === panel.id);
  const openToggle = () => toggles().find((toggle) => toggle.getAttribute('aria-expanded') === 'true');
  const view = documentOf(root).defaultView;
  /** The wheel holds of the open menus' layers, each with what removes it. */
  const holds = new Map<Element, () => void>();
  const setOpen = (toggle: HTMLElement, open: boolean) => {
    showPanel(toggle, open);
    const layer = toggle.closest(`[${MOBILE_MENU_LAYER_ATTRIBUTE}]`);
    if (!layer) return;
    holds.get(layer)?.();
    holds.delete(layer);
    if (open) holds.set(layer, holdWheel(layer));
  };
  return all(
    () => holds.forEach((release) => release()),
    listen<MouseEvent>(root, 'click', (event) => {
      const toggle = closestIn(event, root, `[${MOBILE_MENU_TOGGLE_ATTRIBUTE}]`);
      if (toggle) return setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      const layer = event.target instanceof Element && event.target.matches(`[${MOBILE_MENU_LAYER_ATTRIBUTE}]`) ? event.target : null;
      const beside = layer && openToggle();
      if (beside && layer.contains(beside)) return setOpen(beside, false);
      const link = closestIn(event, root, 'a[href]');
      const panel = link && toggles().map(panelOf).find((candidate) => candidate?.contains(link));
      const owner = panel && toggleOf(panel);
      if (owner) setOpen(owner, false);
    }),
    listen<KeyboardEvent>(root, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      const owner = openToggle();
      if (!owner) return;
      setOpen(owner, false);
      owner.focus();
    }),
    view ? listen<PageTransitionEvent>(view, 'pageshow', (event) => event.persisted && toggles().forEach((toggle) => setOpen(toggle, false))) : () => undefined,
  );
};
