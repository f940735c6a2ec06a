import { operator } from '../content/operator';
import type { PageModule } from '../pages/pageModule';
import { defaultLocale, localeSettings, locales, type Locale } from '../lib/locales';
import { localizedPagePaths, homePathOf, pageNames, redirectPaths, type PageName, type PagePath } from '../lib/paths';
import { withSiteAudit } from './siteAuditSource';

/**
 * The one route table: every page of the site in every language. It feeds
 * the prerender step, sitemap.xml, robots.txt, the hosting rules (and so
 * every answer of serveRequest), the language switch, the `hreflang`
 * alternates and the SEO dashboard. A page enters it when the page exists;
 * nothing else lists routes.
 */

/** One page, in every language. */
export interface SitePage<P extends PageName = PageName> {
  page: P;
  /**
   * Loads the page's module (its component) for the prerenderer, which
   * renders it with the page's content in the route's language
   * (`contentFor(locale).pages`). The browser loads no page module: only
   * the page's islands (src/site/islands.ts).
   */
  load: () => Promise<PageModule<P>>;
  /** Internal pages stay out of search engines and the sitemap. */
  indexable: boolean;
  /**
   * The page shows the build's SEO audit: the build prerenders it after
   * auditing every other route, and its loader fetches the audit.
   */
  rendersSiteAudit?: true;
  /**
   * Query parameters the page reads, which mean the same in every language
   * (`?tab=signup`): the language switch keeps them.
   */
  sharedQuery?: ReadonlyArray<string>;
}

/** One page in one language: what is served at one path. */
export interface SiteRoute extends SitePage {
  locale: Locale;
  path: PagePath;
}

/** Keeps a page's name and its module's, so the typecheck pairs them. */
function definePage<P extends PageName>(page: P, definition: Omit<SitePage<P>, 'page'>): SitePage {
  return { page, ...definition } as unknown as SitePage;
}

const sitePages: ReadonlyArray<SitePage> = [
  definePage('home', {
    load: () => import('../pages/HomePage').then((module) => module.page),
    indexable: true,
  }),
  definePage('login', {
    load: () => import('../pages/LoginPage').then((module) => module.page),
    indexable: true,
    sharedQuery: ['tab'],
  }),
  definePage('resetPassword', {
    // Reached from the login form; a search result would lead nowhere useful.
    load: () => import('../pages/ResetPasswordPage').then((module) => module.page),
    indexable: false,
  }),
  definePage('contact', {
    load: () => import('../pages/ContactPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('freeSession', {
    load: () => import('../pages/FreeSessionPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('bookingConfirmed', {
    // A thank-you page reached only after booking: kept out of search results.
    load: () => import('../pages/BookingConfirmedPage').then((module) => module.page),
    indexable: false,
  }),
  definePage('roadmap', {
    load: () => import('../pages/RoadmapPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('faq', {
    // Its message on view is the page's `arrival`.
    load: () => import('../pages/FaqPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('about', {
    load: () => import('../pages/AboutPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('apiProducts', {
    load: () => import('../pages/ApiProductsPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('pricing', {
    load: () => import('../pages/PricingPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('impressum', {
    load: () => import('../pages/ImpressumPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('terms', {
    load: () => import('../pages/TermsPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('privacy', {
    load: () => import('../pages/PrivacyPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('cookies', {
    load: () => import('../pages/CookiesPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('seoAudit', {
    // Internal, for the operator's marketing lead; no access control (spec §6).
    load: withSiteAudit(() => import('../pages/SeoAuditPage').then((module) => module.page)),
    indexable: false,
    rendersSiteAudit: true,
  }),
  definePage('seoDashboard', {
    load: withSiteAudit(() => import('../pages/SeoDashboardPage').then((module) => module.page)),
    indexable: false,
    rendersSiteAudit: true,
  }),
  definePage('academy', {
    load: () => import('../pages/AcademyPage').then((module) => module.page),
    indexable: true,
  }),
];

export const routes: ReadonlyArray<SiteRoute> = locales.flatMap((locale) => sitePages.map((page) => ({ ...page, locale, path: localizedPagePaths[page.page][locale] })));

/**
 * Pages the specification names that the site does not serve yet. Links to
 * them redirect to the fallback until their issues land; the end-to-end link
 * check expects exactly these to redirect, and a unit test keeps this list,
 * the table above and the page paths in step.
 */
export const plannedPaths: ReadonlyArray<PagePath> = [];

/** An address on another site that a redirect may lead to. */
export type ExternalUrl = `https://${string}`;

/** A permanent redirect: to a page of this site, or away from it. */
export interface Redirect {
  from: string;
  to: PagePath | ExternalUrl;
}

/** Permanent redirects, exactly as the specification lists them, in every language where they apply. */
export const redirects: ReadonlyArray<Redirect> = [
  { from: '/de/cohort-program', to: localizedPagePaths.academy['de-CH'] },
  // The site has no blog; the FAQ's link to it leads to the operator's news.
  ...locales.map((locale) => ({ from: redirectPaths.blog[locale], to: operator.external.news })),
];

/**
 * `/` is answered by the visitor's language (`Accept-Language`): a
 * temporary redirect that varies by that header, so no cache keeps one
 * visitor's answer for another. Where it leads, and where every other
 * request goes, is decided in one place: `serveRequest`, over the hosting
 * rules this table produces (hosting.ts).
 */
export const rootRedirect = { status: 302, vary: 'Accept-Language' } as const;

/** Where an unknown path outside every language goes: the default language's home page. */
export const FALLBACK_PATH: PagePath = homePathOf(defaultLocale);

/** The route served at exactly `path`; none for any other path (serveRequest decides what those get). */
export function findRoute(path: string): SiteRoute | undefined {
  return routes.find((route) => route.path === path);
}

/** The route of a page in a language. */
export function routeOf(page: PageName, locale: Locale): SiteRoute {
  return routes.find((route) => route.page === page && route.locale === locale)!;
}

export function canonicalUrl(path: string): string {
  return `${operator.siteOrigin}${path}`;
}

/** The same page in every language, each with its `hreflang`, and `x-default` (the default language's). */
export function alternatesOf(route: Pick<SiteRoute, 'page'>): Array<{ hreflang: string; href: string }> {
  return [
    ...locales.map((locale) => ({ hreflang: localeSettings[locale].lang, href: canonicalUrl(localizedPagePaths[route.page][locale]) })),
    { hreflang: 'x-default', href: canonicalUrl(localizedPagePaths[route.page][defaultLocale]) },
  ];
}

/** The address of the same page in another language, with the query parameters that mean the same there. */
export function switchedHref(route: SiteRoute, locale: Locale, search: string): string {
  const kept = new URLSearchParams();
  const current = new URLSearchParams(search);
  for (const name of route.sharedQuery ?? []) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${localizedPagePaths[route.page][locale]}${query ? `?${query}` : ''}`;
}

export { pageNames };
