/**
 * The page paths of the site: the one vocabulary that content, components and
 * the route table use to name a page. `src/site/routes.ts` either serves each
 * of them or lists it as planned, and a unit test keeps the two in step, so a
 * link can only point at a page that exists or is on its way. A redirect's
 * source (`/de/cohort-program`) is deliberately not here: nothing links to it;
 * the one a link needs is in `redirectPaths` below.
 */
export const pagePaths = {
  home: '/de',
  pricing: '/de/pricing',
  apiProducts: '/de/api-products',
  academy: '/de/academy',
  faq: '/de/faq',
  about: '/de/about',
  contact: '/de/contact',
  freeSession: '/de/free-session',
  bookingConfirmed: '/de/booking-confirmed',
  login: '/de/login',
  resetPassword: '/de/reset-password',
  roadmap: '/de/roadmap',
  impressum: '/de/impressum',
  terms: '/de/agb',
  privacy: '/de/datenschutz',
  cookies: '/de/cookies',
  seoAudit: '/de/seo-audit',
  seoDashboard: '/de/seo-dashboard',
} as const;

export type PageName = keyof typeof pagePaths;
export type PagePath = (typeof pagePaths)[PageName];

/**
 * Addresses of this site that only redirect elsewhere, for links whose target
 * lives on another system (the specification's /de/blog leads to the
 * operator's news). They are no pages: `SiteHref` does not accept them, the
 * route table redirects them, and a link to one is followed by a page load.
 */
export const redirectPaths = {
  blog: '/de/blog',
} as const;

/** A link target inside the site: a page, optionally with a query or a fragment. */
export type SiteHref = PagePath | `${PagePath}?${string}` | `${PagePath}#${string}`;

/** The page a site link leads to, without its query or fragment. */
export function pathOf(href: SiteHref): PagePath {
  return href.replace(/[?#].*$/, '') as PagePath;
}
