/**
 * The page paths of the site, per language: the one vocabulary that
 * content, components and the route table use to name a page. French
 * visitors read French paths, written once here; `src/site/routes.ts`
 * serves every page in every language, and a unit test keeps the two in
 * step, so a link can only point at a page that exists. A redirect's source
 * (`/de/cohort-program`) is deliberately not here: nothing links to it; the
 * one a link needs is in `redirectPaths` below.
 */
import { localeSettings, locales, type ByLocale, type Locale } from './locales';

export const localizedPagePaths = {
  home: { 'de-CH': '/de', 'fr-CH': '/fr' },
  pricing: { 'de-CH': '/de/pricing', 'fr-CH': '/fr/tarifs' },
  apiProducts: { 'de-CH': '/de/api-products', 'fr-CH': '/fr/produits-api' },
  academy: { 'de-CH': '/de/academy', 'fr-CH': '/fr/academy' },
  faq: { 'de-CH': '/de/faq', 'fr-CH': '/fr/faq' },
  about: { 'de-CH': '/de/about', 'fr-CH': '/fr/a-propos' },
  contact: { 'de-CH': '/de/contact', 'fr-CH': '/fr/contact' },
  freeSession: { 'de-CH': '/de/free-session', 'fr-CH': '/fr/entretien-gratuit' },
  bookingConfirmed: { 'de-CH': '/de/booking-confirmed', 'fr-CH': '/fr/rendez-vous-confirme' },
  login: { 'de-CH': '/de/login', 'fr-CH': '/fr/connexion' },
  resetPassword: { 'de-CH': '/de/reset-password', 'fr-CH': '/fr/mot-de-passe-oublie' },
  roadmap: { 'de-CH': '/de/roadmap', 'fr-CH': '/fr/feuille-de-route' },
  impressum: { 'de-CH': '/de/impressum', 'fr-CH': '/fr/mentions-legales' },
  terms: { 'de-CH': '/de/agb', 'fr-CH': '/fr/cgv' },
  privacy: { 'de-CH': '/de/datenschutz', 'fr-CH': '/fr/protection-des-donnees' },
  cookies: { 'de-CH': '/de/cookies', 'fr-CH': '/fr/cookies' },
  seoAudit: { 'de-CH': '/de/seo-audit', 'fr-CH': '/fr/audit-seo' },
  seoDashboard: { 'de-CH': '/de/seo-dashboard', 'fr-CH': '/fr/tableau-de-bord-seo' },
} as const satisfies Record<string, ByLocale<string>>;

export type PageName = keyof typeof localizedPagePaths;
export const pageNames = Object.keys(localizedPagePaths) as ReadonlyArray<PageName>;

/** Every page's path in one language, literal types kept: `pathsIn('fr-CH').pricing` is `'/fr/tarifs'`. */
export type PathsIn<L extends Locale> = { readonly [P in PageName]: (typeof localizedPagePaths)[P][L] };

export function pathsIn<L extends Locale>(locale: L): PathsIn<L> {
  return Object.fromEntries(pageNames.map((page) => [page, localizedPagePaths[page][locale]])) as PathsIn<L>;
}

/** German paths, by page: what German content and the German tests name. */
export const pagePaths = pathsIn('de-CH');

export type PagePath = (typeof localizedPagePaths)[PageName][Locale];

/**
 * Addresses of this site that only redirect elsewhere, for links whose target
 * lives on another system (the specification's /de/blog leads to the
 * operator's news). They are no pages: `SiteHref` does not accept them, the
 * route table redirects them, and a link to one is followed by a page load.
 */
export const redirectPaths = {
  blog: { 'de-CH': '/de/blog', 'fr-CH': '/fr/blog' },
} as const satisfies Record<string, ByLocale<string>>;

/** A link target inside the site: a page, optionally with a query or a fragment. */
export type SiteHref = PagePath | `${PagePath}?${string}` | `${PagePath}#${string}`;

/** The page a site link leads to, without its query or fragment. */
export function pathOf(href: SiteHref): PagePath {
  return href.replace(/[?#].*$/, '') as PagePath;
}

/** Which page a path is, in which language; undefined for a path that is no page. */
export function pageAt(path: string): { page: PageName; locale: Locale } | undefined {
  for (const page of pageNames) {
    for (const locale of locales) if (localizedPagePaths[page][locale] === path) return { page, locale };
  }
  return undefined;
}

/** The home page of a language: where its unknown paths lead. */
export const homePathOf = (locale: Locale): PagePath => localizedPagePaths.home[locale];

/** Every language's path prefix, for the hosting rules (`/de`, `/fr`). */
export const localePrefixes = locales.map((locale) => `/${localeSettings[locale].segment}`);
