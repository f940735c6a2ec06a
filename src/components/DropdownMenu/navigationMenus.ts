import { all, documentOf, listen, within, type Behaviour } from '../behaviours/behaviour';

/** Marks a navigation menu: a button that shows and hides the list of links it controls (`aria-controls`). */
export const NAVIGATION_MENU_ATTRIBUTE = 'data-navigation-menu';
/** Marks the menu's button. */
export const NAVIGATION_MENU_TRIGGER_ATTRIBUTE = 'data-navigation-menu-trigger';

/** How long the pointer may travel between the button and the list before the menu closes. */
export const HOVER_CLOSE_DELAY_MS = 150;

interface MenuParts {
  menu: HTMLElement;
  trigger: HTMLButtonElement;
  panel: HTMLElement;
}

function partsOf(menu: HTMLElement): MenuParts | null {
  const trigger = menu.querySelector<HTMLButtonElement>(`[${NAVIGATION_MENU_TRIGGER_ATTRIBUTE}]`);
  const panel = trigger && menu.ownerDocument.getElementById(trigger.getAttribute('aria-controls') ?? '');
  return trigger && panel ? { menu, trigger, panel } : null;
}

const isOpen = ({ trigger }: MenuParts) => trigger.getAttribute('aria-expanded') === 'true';

function setOpen({ trigger, panel }: MenuParts, open: boolean) {
  trigger.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

const linksOf = ({ panel }: MenuParts) => [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];

/**
 * The header's menus (Produkte, Unternehmen) as disclosures of links, the
 * WAI-ARIA pattern for site navigation: a click or Enter on the button
 * opens and closes the list; a mouse opens it by resting on it and closes
 * it on leaving (after a moment, so the way to the list is forgiven; a
 * click then keeps it open); the arrow keys move between the links, Escape
 * closes and returns to the button; a press elsewhere, focus leaving or
 * a link followed closes it. One menu is open at a time.
 */
export const navigationMenus: Behaviour = (root) => {
  const document = documentOf(root);
  const menus = () => within(root, `[${NAVIGATION_MENU_ATTRIBUTE}]`).flatMap((menu) => partsOf(menu) ?? []);
  const menuOf = (target: EventTarget | null) => (target instanceof Node ? menus().find(({ menu }) => menu.contains(target)) : undefined);
  const closeTimers = new Map<HTMLElement, number>();
  /** Menus opened by the pointer resting on them: a click confirms them rather than closing them. */
  const openedByHover = new Set<HTMLElement>();

  const cancelClose = (parts: MenuParts) => window.clearTimeout(closeTimers.get(parts.menu));
  const open = (parts: MenuParts) => {
    for (const other of menus()) if (other.menu !== parts.menu && isOpen(other)) close(other);
    cancelClose(parts);
    setOpen(parts, true);
  };
  const close = (parts: MenuParts) => {
    cancelClose(parts);
    openedByHover.delete(parts.menu);
    setOpen(parts, false);
  };

  return all(
    listen<MouseEvent>(root, 'click', (event) => {
      const parts = menuOf(event.target);
      if (!parts || !(event.target instanceof Element)) return;
      // A link followed from the list: the menu closes behind it (and a page brought back from the history cache shows it closed).
      if (event.target.closest('a[href]')) return close(parts);
      if (!event.target.closest(`[${NAVIGATION_MENU_TRIGGER_ATTRIBUTE}]`)) return;
      if (openedByHover.has(parts.menu)) {
        openedByHover.delete(parts.menu);
        return;
      }
      if (isOpen(parts)) close(parts);
      else open(parts);
    }),
    listen<KeyboardEvent>(root, 'keydown', (event) => {
      const parts = menuOf(event.target);
      if (!parts) return;
      const links = linksOf(parts);
      const at = links.indexOf(event.target as HTMLAnchorElement);
      const onTrigger = event.target === parts.trigger;
      if (event.key === 'Escape' && isOpen(parts)) {
        close(parts);
        parts.trigger.focus();
      } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && onTrigger) {
        open(parts);
        (event.key === 'ArrowDown' ? links[0] : links.at(-1))?.focus();
      } else if (at >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        links[(at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
      } else if (at >= 0 && (event.key === 'Home' || event.key === 'End')) {
        (event.key === 'Home' ? links[0] : links.at(-1))?.focus();
      } else {
        return;
      }
      event.preventDefault();
    }),
    // Only a mouse opens a menu by resting on it: a finger's pointerover and pointerout (every tap sends them) look for no menu.
    listen<PointerEvent>(root, 'pointerover', (event) => {
      if (event.pointerType !== 'mouse') return;
      const parts = menuOf(event.target);
      if (!parts) return;
      if (!isOpen(parts)) {
        open(parts);
        openedByHover.add(parts.menu);
      }
      cancelClose(parts);
    }),
    listen<PointerEvent>(root, 'pointerout', (event) => {
      if (event.pointerType !== 'mouse') return;
      const parts = menuOf(event.target);
      if (!parts || parts.menu.contains(event.relatedTarget as Node | null)) return;
      cancelClose(parts);
      closeTimers.set(
        parts.menu,
        window.setTimeout(() => close(parts), HOVER_CLOSE_DELAY_MS),
      );
    }),
    listen<FocusEvent>(root, 'focusout', (event) => {
      const parts = menuOf(event.target);
      // Focus that leaves the page (another window) leaves the menu as it is.
      if (parts && isOpen(parts) && event.relatedTarget instanceof Node && !parts.menu.contains(event.relatedTarget)) close(parts);
    }),
    listen<PointerEvent>(document, 'pointerdown', (event) => {
      for (const parts of menus()) if (isOpen(parts) && !parts.menu.contains(event.target as Node)) close(parts);
    }),
    () => closeTimers.forEach((timer) => window.clearTimeout(timer)),
  );
};
