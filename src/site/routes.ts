import type { ComponentType } from 'react';
import type { PageMeta } from '../content/types';
import { operator } from '../content/operator';
import {
  aboutMeta,
  academyMeta,
  apiProductsMeta,
  bookingConfirmedMeta,
  contactMeta,
  cookiesMeta,
  faqMeta,
  freeSessionMeta,
  homeMeta,
  impressumMeta,
  loginMeta,
  pricingMeta,
  privacyMeta,
  resetPasswordMeta,
  roadmapMeta,
  seoAuditMeta,
  seoDashboardMeta,
  termsMeta,
} from '../content/pageMeta';
import { pagePaths, redirectPaths, type PagePath } from '../lib/paths';
import type { JsonLd } from '../lib/structuredData';
import { withSiteAudit } from './siteAuditSource';

/**
 * The one route table. It feeds the router, the prerender step, sitemap.xml,
 * robots.txt, the hosting redirects and the SEO dashboard. A page enters it
 * when the page exists; nothing else lists routes.
 */

export type { JsonLd };

export interface SiteRoute {
  path: PagePath;
  /** Loads the page component; each page is its own chunk. */
  load: () => Promise<ComponentType>;
  meta: PageMeta;
  /** Internal pages stay out of search engines and the sitemap. */
  indexable: boolean;
  /** JSON-LD for search engines, evaluated when the page is rendered. */
  structuredData?: () => JsonLd | ReadonlyArray<JsonLd>;
  /**
   * The page shows the build's SEO audit: the build prerenders it after
   * auditing every other route, and its loader fetches the audit.
   */
  rendersSiteAudit?: true;
}

/** The operator as schema.org describes it; the home page publishes it, the About page says it is about it. */
const organisationEntity = () => ({
  '@type': 'Organization',
  name: operator.company,
  url: canonicalUrl(pagePaths.home),
  logo: `${operator.siteOrigin}/brand/logo.svg`,
  email: operator.email,
  telephone: operator.phone.display,
  address: {
    '@type': 'PostalAddress',
    streetAddress: operator.address.street,
    postalCode: operator.address.postalCode,
    addressLocality: operator.address.city,
    addressCountry: 'CH',
  },
});

const organisation = (): JsonLd => ({ '@context': 'https://schema.org', ...organisationEntity() });

const aboutPage = (): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'AboutPage',
  name: aboutMeta.title,
  url: canonicalUrl(pagePaths.about),
  about: organisationEntity(),
});

export const routes: ReadonlyArray<SiteRoute> = [
  {
    path: pagePaths.home,
    load: () => import('../pages/HomePage').then((module) => module.HomePage),
    meta: homeMeta,
    indexable: true,
    structuredData: organisation,
  },
  {
    path: pagePaths.login,
    load: () => import('../pages/LoginPage').then((module) => module.LoginPage),
    meta: loginMeta,
    indexable: true,
  },
  {
    // Reached from the login form; a search result would lead nowhere useful.
    path: pagePaths.resetPassword,
    load: () => import('../pages/ResetPasswordPage').then((module) => module.ResetPasswordPage),
    meta: resetPasswordMeta,
    indexable: false,
  },
  {
    path: pagePaths.contact,
    load: () => import('../pages/ContactPage').then((module) => module.ContactPage),
    meta: contactMeta,
    indexable: true,
  },
  {
    path: pagePaths.freeSession,
    load: () => import('../pages/FreeSessionPage').then((module) => module.FreeSessionPage),
    meta: freeSessionMeta,
    indexable: true,
  },
  {
    // A thank-you page reached only after booking: kept out of search results.
    path: pagePaths.bookingConfirmed,
    load: () => import('../pages/BookingConfirmedPage').then((module) => module.BookingConfirmedPage),
    meta: bookingConfirmedMeta,
    indexable: false,
  },
  {
    path: pagePaths.roadmap,
    load: () => import('../pages/RoadmapPage').then((module) => module.RoadmapPage),
    meta: roadmapMeta,
    indexable: true,
  },
  {
    path: pagePaths.faq,
    load: () => import('../pages/FaqPage').then((module) => module.FaqPage),
    meta: faqMeta,
    indexable: true,
    // The FAQPage JSON-LD is rendered by the page itself, from its own chunk (see FaqPage).
  },
  {
    path: pagePaths.about,
    load: () => import('../pages/AboutPage').then((module) => module.AboutPage),
    meta: aboutMeta,
    indexable: true,
    structuredData: aboutPage,
  },
  {
    path: pagePaths.apiProducts,
    load: () => import('../pages/ApiProductsPage').then((module) => module.ApiProductsPage),
    meta: apiProductsMeta,
    indexable: true,
  },
  {
    path: pagePaths.pricing,
    load: () => import('../pages/PricingPage').then((module) => module.PricingPage),
    meta: pricingMeta,
    indexable: true,
    // The Product JSON-LD is rendered by the page itself, from its own chunk (see PricingPage).
  },
  {
    path: pagePaths.impressum,
    load: () => import('../pages/ImpressumPage').then((module) => module.ImpressumPage),
    meta: impressumMeta,
    indexable: true,
  },
  {
    path: pagePaths.terms,
    load: () => import('../pages/TermsPage').then((module) => module.TermsPage),
    meta: termsMeta,
    indexable: true,
  },
  {
    path: pagePaths.privacy,
    load: () => import('../pages/PrivacyPage').then((module) => module.PrivacyPage),
    meta: privacyMeta,
    indexable: true,
  },
  {
    path: pagePaths.cookies,
    load: () => import('../pages/CookiesPage').then((module) => module.CookiesPage),
    meta: cookiesMeta,
    indexable: true,
  },
  {
    // Internal, for the operator's marketing lead; no access control (spec §6).
    path: pagePaths.seoAudit,
    load: withSiteAudit(() => import('../pages/SeoAuditPage').then((module) => module.SeoAuditPage)),
    meta: seoAuditMeta,
    indexable: false,
    rendersSiteAudit: true,
  },
  {
    path: pagePaths.seoDashboard,
    load: withSiteAudit(() => import('../pages/SeoDashboardPage').then((module) => module.SeoDashboardPage)),
    meta: seoDashboardMeta,
    indexable: false,
    rendersSiteAudit: true,
  },
  {
    path: pagePaths.academy,
    load: () => import('../pages/AcademyPage').then((module) => module.AcademyPage),
    meta: academyMeta,
    indexable: true,
    // The FAQPage and Course JSON-LD are rendered by the page itself, from its own chunk (see AcademyPage).
  },
];

/**
 * Pages the specification names that the site does not serve yet. Links to
 * them redirect to the fallback until their issues land; the end-to-end link
 * check expects exactly these to redirect, and a unit test keeps this list,
 * the table above and `pagePaths` in step.
 */
export const plannedPaths: ReadonlyArray<PagePath> = [
];

/** An address on another site that a redirect may lead to. */
export type ExternalUrl = `https://${string}`;

/** A permanent redirect: to a page of this site, or away from it. */
export interface Redirect {
  from: string;
  to: PagePath | ExternalUrl;
}

/** Permanent redirects, exactly as the specification lists them. */
export const redirects: ReadonlyArray<Redirect> = [
  { from: '/', to: pagePaths.home },
  { from: '/de/cohort-program', to: pagePaths.academy },
  // The site has no blog; the FAQ's link to it leads to the operator's news.
  { from: redirectPaths.blog, to: operator.external.news },
];

/** A redirect that leaves the site: the router cannot follow it, the browser must. */
export function leavesSite(to: Redirect['to']): to is ExternalUrl {
  return to.startsWith('https://');
}

/** Where any other path goes. */
export const FALLBACK_PATH: PagePath = pagePaths.home;

/** `/de/login/` and `/de/login` are the same page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findRoute(pathname: string): SiteRoute | undefined {
  const path = normalisePath(pathname);
  return routes.find((route) => route.path === path);
}

/** Where a request for `pathname` ends: itself, a listed redirect or the fallback. */
export function resolvePath(pathname: string): { status: 200 | 301; location: string } {
  const path = normalisePath(pathname);
  if (findRoute(path)) return { status: 200, location: path };
  const redirect = redirects.find((entry) => entry.from === path);
  return { status: 301, location: redirect ? redirect.to : FALLBACK_PATH };
}

export function canonicalUrl(path: string): string {
  return `${operator.siteOrigin}${path}`;
}
