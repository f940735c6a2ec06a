import { all, closestIn, isPlainClick, listen, within, type Behaviour, type BehaviourRoot } from './behaviour';
import { listKeyTarget } from '../listKeyTarget';
import type { AddressBar } from '../../lib/address';

/**
 * Marks a set of tabs (src/components/Tabs.tsx). Its value is the address
 * parameter that names the selected tab (`tab` for `?tab=signup`), or empty
 * when the address does not.
 */
export const TABS_ATTRIBUTE = 'data-tabs';
/** On each tab: the id of the tab, as the address names it. */
export const TAB_ATTRIBUTE = 'data-tab';
/** On the set: how many milliseconds after a press the tab is selected (spec §4: 50 ms on the login). */
export const TAB_DELAY_ATTRIBUTE = 'data-tab-delay';

const tabsOf = (set: HTMLElement) => [...set.querySelectorAll<HTMLElement>(`[role='tablist'] > [${TAB_ATTRIBUTE}]`)];
const selectedOf = (set: HTMLElement) => tabsOf(set).find((tab) => tab.getAttribute('aria-selected') === 'true');

/** The tab the address names, or the first when it names none of them. */
function tabNamedBy(set: HTMLElement, search: string): HTMLElement | undefined {
  const parameter = set.getAttribute(TABS_ATTRIBUTE);
  const named = parameter ? new URLSearchParams(search).get(parameter) : null;
  const tabs = tabsOf(set);
  return tabs.find((tab) => tab.getAttribute(TAB_ATTRIBUTE) === named) ?? tabs[0];
}

/** Selects `chosen`: its panel shows, the others hide; the address names it where the set has a parameter. */
function select(set: HTMLElement, chosen: HTMLElement, address: AddressBar | null) {
  for (const tab of tabsOf(set)) {
    const active = tab === chosen;
    tab.setAttribute('aria-selected', String(active));
    tab.setAttribute('data-state', active ? 'active' : 'inactive');
    tab.tabIndex = active ? 0 : -1;
    const panel = set.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) {
      panel.hidden = !active;
      panel.setAttribute('data-state', active ? 'active' : 'inactive');
    }
  }
  const parameter = set.getAttribute(TABS_ATTRIBUTE);
  if (!parameter || !address) return;
  // Replace, not push: a tab is a view of this one page, so Back leaves the
  // page instead of stepping through tab clicks; a reload or a shared link
  // still opens the same tab.
  const params = new URLSearchParams(address.current().search);
  params.set(parameter, chosen.getAttribute(TAB_ATTRIBUTE) ?? '');
  address.replace({ search: `?${params}` });
}

/** Shows in every set of tabs the tab the address names (as the page starts, and when the address changes). */
function followAddress(root: BehaviourRoot, address: AddressBar) {
  for (const set of within<HTMLElement>(root, `[${TABS_ATTRIBUTE}]`)) {
    if (!set.getAttribute(TABS_ATTRIBUTE)) continue;
    const named = tabNamedBy(set, address.current().search);
    if (named && named !== selectedOf(set)) select(set, named, null);
  }
}

/**
 * Tabs as the WAI-ARIA pattern describes them, on the prerendered markup:
 * one tab stop for the list (the selected tab); the arrow keys, Home and
 * End move between the tabs and select the one they reach; a press, a
 * click that comes alone, Enter and Space select too, after the set's
 * delay. A link inside the set to this same page that names another tab
 * (the login's «Jetzt registrieren», `?tab=signup`) selects it at once,
 * as the tab would, and hands focus to it instead of letting it fall to
 * the page when the link's panel hides.
 */
export const tabPanels: Behaviour = (root, { address }) => {
  const pending = new WeakMap<HTMLElement, number>();
  const view = () => (root instanceof Document ? root : root.ownerDocument).defaultView;
  const choose = (tab: HTMLElement) => {
    const set = tab.closest<HTMLElement>(`[${TABS_ATTRIBUTE}]`);
    if (!set) return;
    view()?.clearTimeout(pending.get(set));
    if (tab === selectedOf(set)) return;
    const delay = Number(set.getAttribute(TAB_DELAY_ATTRIBUTE) ?? 0);
    if (delay > 0) pending.set(set, view()?.setTimeout(() => select(set, tab, address), delay) ?? 0);
    else select(set, tab, address);
  };
  const tabFrom = (event: Event) => closestIn<HTMLElement>(event, root, `[${TABS_ATTRIBUTE}] > [role='tablist'] > [${TAB_ATTRIBUTE}]`);

  followAddress(root, address);
  // Once the address has left this page (a valid login leads to the app), there is nothing here to follow.
  const page = address.current().pathname;
  return all(
    // The primary button selects at once, as a press does; a ctrl-click opens nothing and selects nothing.
    listen<MouseEvent>(root, 'mousedown', (event) => {
      const tab = tabFrom(event);
      if (!tab) return;
      if (event.button === 0 && !event.ctrlKey) choose(tab);
      else event.preventDefault();
    }),
    listen<MouseEvent>(root, 'click', (event) => {
      const tab = tabFrom(event);
      // The click selects too: a click that comes alone (a script's element.click(), voice control) has no press before it.
      if (tab && !event.ctrlKey) return choose(tab);
      const link = closestIn<HTMLAnchorElement>(event, root, `[${TABS_ATTRIBUTE}] a[href]`);
      const set = link?.closest<HTMLElement>(`[${TABS_ATTRIBUTE}]`);
      const parameter = set?.getAttribute(TABS_ATTRIBUTE);
      if (!link || !set || !parameter || !isPlainClick(event)) return;
      const target = new URL(link.getAttribute('href') ?? '', `https://site.invalid${address.current().pathname}`);
      const named = target.searchParams.get(parameter);
      if (target.pathname !== address.current().pathname || named === null) return;
      event.preventDefault();
      const chosen = tabNamedBy(set, target.search);
      if (!chosen) return;
      view()?.clearTimeout(pending.get(set));
      select(set, chosen, address);
      chosen.focus();
    }),
    listen<KeyboardEvent>(root, 'keydown', (event) => {
      const tab = tabFrom(event);
      if (!tab || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Enter' || event.key === ' ') return choose(tab);
      const tabs = tabsOf(tab.closest<HTMLElement>(`[${TABS_ATTRIBUTE}]`)!);
      const target = listKeyTarget(event.key, tabs.indexOf(tab), tabs.length, 'horizontal');
      if (target === null) return;
      event.preventDefault();
      tabs[target]!.focus();
    }),
    // Focus selects (automatic activation): the arrow keys move focus, and with it the selection.
    listen<FocusEvent>(root, 'focusin', (event) => {
      const tab = tabFrom(event);
      if (tab) choose(tab);
    }),
    address.subscribe(() => {
      if (address.current().pathname === page) followAddress(root, address);
    }),
  );
};
