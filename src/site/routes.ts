import { matchRoutes, redirect, type RouteObject } from 'react-router-dom';
import { blogViewIndexable, blogViewPath, blogViewsIn } from '../content/blog';
import { defaultLocale, localeSettings, locales, negotiateLocale, type Locale } from '../lib/locales';
import { localizedPagePaths, homePathOf, pageNames, type PageName, type PagePath } from '../lib/paths';
import { withSiteAudit } from './siteAuditSource';
import { handleOf, type ExternalUrl, type LanguageLayoutData, type RouteAnswer, type SitePage, type SiteRoute, type SiteRouteHandle } from './siteRoute';

export { alternatesOf, canonicalUrl, handleOf, switchedHref, type ExternalUrl, type RouteAnswer, type SitePage, type SiteRoute, type SiteRouteHandle } from './siteRoute';

/**
 * The one route table: React Router's route objects for every page of the
 * site in every language, and every answer the site gives to a path that is
 * no page. A layout route per language (its shell: providers, header,
 * footer), the pages as its children (each its component, loaded lazily, and
 * a loader that gives it its content in that language), the specification's
 * redirects as routes whose loader redirects, and a catch-all per language
 * and one for the rest. Its data router renders it at build time
 * (src/entry-server.tsx), in `npm run dev` and in Storybook; `serveRequest`
 * matches requests against it; the hosting rules (nginx, `_redirects`),
 * sitemap.xml, robots.txt, the social cards, the language switch, the
 * `hreflang` alternates and the SEO dashboard read it. Nothing else lists
 * routes, and no router reaches the browser: every page is a document.
 *
 * The module imports the heavy parts (pages, content, the layout) only
 * inside its loaders, so the servers can read the table cheaply.
 */

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
    load: () => import('../pages/LegalPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('terms', {
    load: () => import('../pages/LegalPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('privacy', {
    load: () => import('../pages/LegalPage').then((module) => module.page),
    indexable: true,
  }),
  definePage('cookies', {
    load: () => import('../pages/LegalPage').then((module) => module.page),
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
  definePage('blog', {
    // Its first page; the others (further pages, tags, articles) are added per language from its articles.
    load: () => import('../pages/BlogPage').then((module) => module.page),
    indexable: true,
  }),
];

/** A redirect route: its answer, and the loader that gives it, from one declaration. */
function redirectRoute(id: string, path: string, answer: Extract<RouteAnswer, { kind: 'redirect' | 'fallback' }>): RouteObject {
  return { id, path, caseSensitive: true, handle: { answer } satisfies SiteRouteHandle, loader: () => redirect(answer.to, answer.status) };
}

/** The content modules, loaded by the loaders only (the servers that match paths never load them). */
const siteContent = () => import('../content/siteContent');
/** The layout and the page frame, loaded by the routes' `lazy` only. */
const routeElements = () => import('./RouteElements');

/** A page's route under its language's layout route: its component, lazily, and its content in the route's language. */
function pageRouteObject(route: SiteRoute, prefix: string): RouteObject {
  const handle = { answer: { kind: 'page', route } } satisfies SiteRouteHandle;
  const load = async () => {
    const [{ pageRouteComponent }, module] = await Promise.all([routeElements(), route.load()]);
    return { Component: pageRouteComponent(module) };
  };
  const loader = async () => (await siteContent()).pageContentOf(route);
  if (route.path === prefix) return { id: route.path, index: true, handle, loader, lazy: load };
  return { id: route.path, path: route.path.slice(prefix.length + 1), caseSensitive: true, handle, loader, lazy: load };
}

/** Permanent redirects, exactly as the specification lists them, in every language where they apply. */
const listedRedirects: ReadonlyArray<{ from: string; to: PagePath | ExternalUrl }> = [
  { from: '/de/cohort-program', to: localizedPagePaths.academy['de-CH'] },
];

/** A language's layout route: its shell around its pages, its redirects, and its catch-all to its home page. */
function languageRouteObject(locale: Locale): RouteObject {
  const prefix = `/${localeSettings[locale].segment}`;
  const pages = sitePages.map((page): SiteRoute => ({ ...page, locale, path: localizedPagePaths[page.page][locale] }));
  // The blog's pages beyond its first: further pages of the list, the tags' pages, the articles (src/content/blog.ts).
  const blog = pages.find((route) => route.page === 'blog')!;
  const blogPages = blogViewsIn(locale).map((blogView): SiteRoute => ({ ...blog, blogView, path: blogViewPath(locale, blogView) as PagePath, indexable: blogViewIndexable(locale, blogView) }));
  const redirects = listedRedirects.filter(({ from }) => from.startsWith(`${prefix}/`));
  return {
    // The language's own id: its home page's route is `/de`.
    id: `language ${prefix}`,
    path: prefix,
    caseSensitive: true,
    handle: { locale } satisfies SiteRouteHandle,
    loader: async (): Promise<LanguageLayoutData> => ({ locale, shell: (await siteContent()).contentFor(locale).shell.shell }),
    lazy: async () => ({ Component: (await routeElements()).LanguageLayout }),
    children: [
      ...[...pages, ...blogPages].map((route) => pageRouteObject(route, prefix)),
      ...redirects.map(({ from, to }) => redirectRoute(from, from.slice(prefix.length + 1), { kind: 'redirect', status: 301, to })),
      redirectRoute(`${prefix}/*`, '*', { kind: 'fallback', status: 301, to: homePathOf(locale) }),
    ],
  };
}

/** Where an unknown path outside every language goes: the default language's home page. */
export const FALLBACK_PATH: PagePath = homePathOf(defaultLocale);

/** `/`, answered by the visitor's language. */
const rootAnswer = {
  kind: 'negotiated',
  status: 302,
  vary: 'Accept-Language',
  languages: locales.map((locale) => ({ language: locale.split('-')[0]!, to: homePathOf(locale) })),
  defaultTo: homePathOf(defaultLocale),
} as const satisfies RouteAnswer;

/** The route table: `/`, each language's layout route with its children, and the fallback for everything else. */
export const siteRoutes: RouteObject[] = [
  {
    id: '/',
    path: '/',
    handle: { answer: rootAnswer } satisfies SiteRouteHandle,
    loader: ({ request }) => redirect(homePathOf(negotiateLocale(request.headers.get('Accept-Language'))), { status: rootAnswer.status, headers: { Vary: rootAnswer.vary } }),
  },
  ...locales.map(languageRouteObject),
  redirectRoute('*', '*', { kind: 'fallback', status: 301, to: FALLBACK_PATH }),
];

/** What the table answers at `path` (an exact, case-sensitive match; a trailing slash is ignored); undefined where no route matches. */
export function answerAt(path: string): RouteAnswer | undefined {
  return handleOf(matchRoutes(siteRoutes, path)?.at(-1)?.route ?? {}).answer;
}

/** Every route of the table with its full path (a catch-all ends in `/*`) and its answer, in the table's order. */
export function tableEntries(routes: ReadonlyArray<RouteObject> = siteRoutes, parent = ''): Array<{ path: string; answer: RouteAnswer }> {
  return routes.flatMap((route) => {
    const path = route.index ? parent : route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const own = handleOf(route).answer;
    return [...(own ? [{ path, answer: own }] : []), ...tableEntries(route.children ?? [], path)];
  });
}

/** Every page in every language, in the table's order (language by language). */
export const routes: ReadonlyArray<SiteRoute> = tableEntries().flatMap(({ answer }) => (answer.kind === 'page' ? [answer.route] : []));

/**
 * Pages the specification names that the site does not serve yet. Links to
 * them redirect to the fallback until their issues land; the end-to-end link
 * check expects exactly these to redirect, and a unit test keeps this list,
 * the table above and the page paths in step.
 */
export const plannedPaths: ReadonlyArray<PagePath> = [];

/** A permanent redirect: to a page of this site, or away from it. */
export interface Redirect {
  from: string;
  to: PagePath | ExternalUrl;
}

/** The table's permanent redirects, as hosting files list them. */
export const redirects: ReadonlyArray<Redirect> = tableEntries().flatMap(({ path, answer }) => (answer.kind === 'redirect' ? [{ from: path, to: answer.to }] : []));

/** Each language's prefix and where its unknown paths go, from its catch-all route. */
export const languageFallbacks: ReadonlyArray<{ prefix: string; to: PagePath }> = tableEntries().flatMap(({ path, answer }) =>
  answer.kind === 'fallback' && path !== '/*' ? [{ prefix: path.replace(/\/\*$/, ''), to: answer.to }] : [],
);

/**
 * `/` is answered by the visitor's language (`Accept-Language`): a
 * temporary redirect that varies by that header, so no cache keeps one
 * visitor's answer for another.
 */
export const rootRedirect = rootAnswer;

/** The page served at exactly `path` (no trailing slash); none for any other path (serveRequest decides what those get). */
export function findRoute(path: string): SiteRoute | undefined {
  const answer = answerAt(path);
  return answer?.kind === 'page' && answer.route.path === path ? answer.route : undefined;
}

/** The route of a page in a language. */
export function routeOf(page: PageName, locale: Locale): SiteRoute {
  return findRoute(localizedPagePaths[page][locale])!;
}

export { pageNames };
