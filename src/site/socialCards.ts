import { operator } from '../content/operator';
import type { PageMeta } from '../content/types';
import { localeSettings } from '../lib/locales';
import { blogViewPath } from '../content/blog';
import type { SiteRoute } from './siteRoute';
import { SOCIAL_CARD_FOLDER, SOCIAL_CARD_SIZE, socialCardFile } from '../lib/socialCardFiles';
import type { SocialCardProps } from './SocialCard';

export { SOCIAL_CARD_FOLDER, SOCIAL_CARD_SIZE };

/**
 * Every route's social card (src/site/SocialCard.tsx): where it is served,
 * what it shows and how it is described. The build renders one PNG per
 * route to this path (scripts/build/socialCards.mjs) and the route's head
 * names it (RouteHead.tsx); nothing else decides a card's address.
 */

/**
 * Where a route's card is served: `/social/<segment>/<page>.png`, the page
 * by its name in lower case with hyphens (`/social/fr/api-products.png`),
 * the same in every language, as ids are. A page of the blog beyond its
 * first is under `blog/` as its address is (`/social/de/blog/tag/costs.png`).
 */
export function socialCardPath(route: Pick<SiteRoute, 'page' | 'locale' | 'blogView'>): string {
  const segment = localeSettings[route.locale].segment;
  if (route.blogView) return socialCardFile(segment, blogViewPath(route.locale, route.blogView).slice(segment.length + 1));
  const file = route.page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return socialCardFile(segment, `/${file}`);
}

/** The card's absolute address, as `og:image` and `twitter:image` name it. */
export function socialCardUrl(route: Pick<SiteRoute, 'page' | 'locale' | 'blogView'>): string {
  return `${operator.siteOrigin}${socialCardPath(route)}`;
}

/** The site's address as a person types it: the origin's host without `www.`. */
export const siteAddress = new URL(operator.siteOrigin).host.replace(/^www\./, '');

/** One route's card: its path, what it shows (the component's props but the logo, which the caller gives as it can load it) and its text alternative. */
export interface SocialCardOfRoute {
  path: string;
  props: Omit<SocialCardProps, 'logo'>;
  alt: string;
}

/** A route's card, from its page's title and description in its language (`metaOf(route)`). */
export function socialCardOf(route: Pick<SiteRoute, 'page' | 'locale' | 'blogView'>, meta: PageMeta): SocialCardOfRoute {
  return { path: socialCardPath(route), props: { title: meta.headline, brand: operator.brand, site: siteAddress }, alt: meta.cardAlt };
}
