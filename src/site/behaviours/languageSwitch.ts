import { documentOf, within, type Behaviour } from '../../components/behaviours/behaviour';

/**
 * Marks a language switch; its value names the query parameters that mean
 * the same in every language (the route's `sharedQuery`: `tab`), which
 * the prerendered links cannot know.
 */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';

/**
 * The language switch leads to the same page in another language and keeps
 * what the address holds that means the same there (`?tab=signup`): added
 * to its links as the page starts.
 */
export const languageSwitch: Behaviour = (root) => {
  const address = new URLSearchParams(documentOf(root).defaultView?.location.search ?? '');
  for (const nav of within(root, `[${LANGUAGE_SWITCH_ATTRIBUTE}]`)) {
    const kept = (nav.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE) ?? '').split(' ').filter((name) => name !== '' && address.has(name));
    if (kept.length === 0) continue;
    for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const target = new URL(link.href);
      for (const name of kept) target.searchParams.set(name, address.get(name)!);
      link.setAttribute('href', `${target.pathname}${target.search}`);
    }
  }
  return () => undefined;
};
