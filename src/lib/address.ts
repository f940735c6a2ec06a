/**
 * The page's address as a behaviour or an island reads and writes it: the
 * FAQ's topic (`?kategorie=`) and linked answer (`#id`), the login's tab
 * (`?tab=`).
 * Every page is a document of its own, so there is no router: on the site
 * this is the browser's address bar; in Storybook, a stand-in that keeps the
 * address of the story (its frame's own address must stay Storybook's).
 */
export interface Address {
  pathname: string;
  /** `?tab=signup`, or ''. */
  search: string;
  /** `#onboarding-fee`, or ''. */
  hash: string;
}

export interface AddressBar {
  current(): Address;
  /** Shows another address for the same page, without a new history entry or a scroll (a filter, a tab). */
  replace(next: Partial<Address>): void;
  /** Loads another page, as a link would. */
  go(href: string): void;
  subscribe(listener: () => void): () => void;
}

/** Joins an address's parts, as a link's `href`. */
export const hrefOf = ({ pathname, search, hash }: Address): string => `${pathname}${search}${hash}`;

/** The browser's address bar, for the site. */
export function browserAddressBar(): AddressBar {
  const listeners = new Set<() => void>();
  let snapshot: Address | null = null;
  const read = (): Address => {
    const { pathname, search, hash } = window.location;
    if (snapshot?.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) snapshot = { pathname, search, hash };
    return snapshot;
  };
  const notify = () => listeners.forEach((listener) => listener());
  return {
    current: read,
    replace(next) {
      window.history.replaceState(window.history.state, '', hrefOf({ ...read(), ...next }));
      notify();
    },
    go(href) {
      window.location.assign(href);
    },
    subscribe(listener) {
      listeners.add(listener);
      // The visitor can change the hash themselves (a link to an answer on the same page).
      window.addEventListener('hashchange', listener);
      window.addEventListener('popstate', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('hashchange', listener);
        window.removeEventListener('popstate', listener);
      };
    },
  };
}

/** The address as the prerenderer sees it: a path without query or fragment, which never changes. */
export function fixedAddressBar(pathname: string): AddressBar {
  const address: Address = { pathname, search: '', hash: '' };
  return { current: () => address, replace: () => undefined, go: () => undefined, subscribe: () => () => undefined };
}
