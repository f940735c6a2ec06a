import { all, closestIn, documentOf, listen, within, type Behaviour } from '../../components/behaviours/behaviour';

/** Marks the hamburger button; it names the panel it opens (`aria-controls`) and its two names (`data-label-open`, `data-label-close`). */
export const MOBILE_MENU_TOGGLE_ATTRIBUTE = 'data-mobile-menu-toggle';
/** On `<html>` while the menu is open: the page behind it holds still (MobileMenu's global style). */
export const MOBILE_MENU_OPEN_ATTRIBUTE = 'data-mobile-menu-open';

const panelOf = (toggle: HTMLElement) => toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');

function setOpen(toggle: HTMLElement, open: boolean) {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', toggle.dataset[open ? 'labelClose' : 'labelOpen'] ?? '');
  panel.hidden = !open;
  toggle.ownerDocument.documentElement.toggleAttribute(MOBILE_MENU_OPEN_ATTRIBUTE, open);
}

/**
 * The hamburger menu below the large breakpoint: the button opens and
 * closes the panel; while it is open the page behind holds still; Escape,
 * wherever focus is, closes it and returns to the button; following one of
 * its links closes it, and a page the browser brings back from its history
 * cache shows it closed, as every page starts.
 */
export const mobileMenu: Behaviour = (root) => {
  const toggles = () => within(root, `[${MOBILE_MENU_TOGGLE_ATTRIBUTE}]`);
  const toggleOf = (panel: Element) => toggles().find((toggle) => toggle.getAttribute('aria-controls') === panel.id);
  const view = documentOf(root).defaultView;
  return all(
    listen<MouseEvent>(root, 'click', (event) => {
      const toggle = closestIn(event, root, `[${MOBILE_MENU_TOGGLE_ATTRIBUTE}]`);
      if (toggle) return setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
      const link = closestIn(event, root, 'a[href]');
      const panel = link && toggles().map(panelOf).find((candidate) => candidate?.contains(link));
      const owner = panel && toggleOf(panel);
      if (owner) setOpen(owner, false);
    }),
    listen<KeyboardEvent>(root, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      const owner = toggles().find((toggle) => toggle.getAttribute('aria-expanded') === 'true');
      if (!owner) return;
      setOpen(owner, false);
      owner.focus();
    }),
    view ? listen<PageTransitionEvent>(view, 'pageshow', (event) => event.persisted && toggles().forEach((toggle) => setOpen(toggle, false))) : () => undefined,
  );
};
