import type { Address, AddressBar } from '../../src/lib/address';

/*
 * The address of the page a story shows. Storybook's frame has an address
 * of its own (`iframe.html?id=…`) that must not change, so a story keeps
 * the page's address here: what an island reads and writes (the FAQ's
 * topic, the login's tab), and where a followed link led
 * (stories/support/LocationDisplay.tsx shows it). The preview sets it to
 * the story's `parameters.route` before each story.
 */

let address: Address = { pathname: '/de', search: '', hash: '' };
const listeners = new Set<() => void>();

function show(next: Address) {
  address = next;
  listeners.forEach((listener) => listener());
}

const SITE_ORIGIN = 'https://site.invalid';

/** An address from a site path (`/de/login?tab=signup#form`); one on another site (the app's login) keeps its origin, so the story shows where the visitor was sent. */
function parse(href: string): Address {
  // A path is always this site's, also after a story that led off it.
  const url = new URL(href, `${SITE_ORIGIN}${address.pathname.startsWith('/') ? address.pathname : '/'}`);
  const pathname = url.origin === SITE_ORIGIN ? url.pathname : `${url.origin}${url.pathname}`;
  return { pathname, search: url.search, hash: url.hash };
}

export const storyAddressBar: AddressBar = {
  current: () => address,
  replace: (next) => show({ ...address, ...next }),
  go: (href) => show(parse(href)),
  subscribe(listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Starts a story at `href`, telling no one: the story renders with it next
 * (called while the story renders, so nothing else may render now).
 */
export function startStoryAt(href: string): void {
  address = parse(href);
}

/** The story's address without its fragment, as the LocationDisplay shows it. */
export const storyPath = () => `${address.pathname}${address.search}`;

/**
 * Follows clicks on the site's own links inside `root` as the browser
 * would, but in the story's address instead of the frame's: a link to a
 * page (`/de/contact`) or to the same page with another query. A jump
 * within the page (`#id`), a new tab, a download or another site is left to
 * the browser, as are clicks a behaviour or island has handled already.
 */
export function followLinksInStory(root: HTMLElement): () => void {
  const follow = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!link || !root.contains(link) || link.target || link.hasAttribute('download') || !href.startsWith('/')) return;
    event.preventDefault();
    storyAddressBar.go(href);
  };
  root.addEventListener('click', follow);
  return () => root.removeEventListener('click', follow);
}
