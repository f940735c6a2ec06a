import type { ComponentType } from 'react';
import type { PageMeta } from '../content/types';
import { operator } from '../content/operator';
import { academyMeta, apiProductsMeta, bookingConfirmedMeta, contactMeta, freeSessionMeta, homeMeta, loginMeta, pricingMeta, resetPasswordMeta, roadmapMeta } from '../content/pageMeta';
import { businessIntroOffer, platformProduct, plans } from '../content/plans';
import { buildDate } from '../lib/buildDate';
import { pagePaths, type PagePath } from '../lib/paths';
import { productStructuredData } from './productStructuredData';
import { academyFaq } from '../content/academyFaq';
import { cohortCourse, cohortProgramme } from '../content/cohortProgramme';
import { faqPageStructuredData, type JsonLd } from '../lib/structuredData';
import { courseStructuredData } from './courseStructuredData';

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
}

const organisation = (): JsonLd => ({
  '@context': 'https://schema.org',
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
    // Priced as on the day of the build, like the page itself.
    structuredData: () =>
      productStructuredData({
        product: platformProduct,
        plans,
        introOffer: businessIntroOffer,
        today: buildDate(),
        url: canonicalUrl(pagePaths.pricing),
      }),
  },
  {
    path: pagePaths.academy,
    load: () => import('../pages/AcademyPage').then((module) => module.AcademyPage),
    meta: academyMeta,
    indexable: true,
    // The same entries the accordion shows, and the course with its prices.
    structuredData: () => [
      faqPageStructuredData(academyFaq),
      courseStructuredData({ course: cohortCourse, programme: cohortProgramme, url: canonicalUrl(pagePaths.academy) }),
    ],
  },
];

/**
 * Pages the specification names that the site does not serve yet. Links to
 * them redirect to the fallback until their issues land; the end-to-end link
 * check expects exactly these to redirect, and a unit test keeps this list,
 * the table above and `pagePaths` in step.
 */
export const plannedPaths: ReadonlyArray<PagePath> = [
  pagePaths.faq,
  pagePaths.about,
  pagePaths.impressum,
  pagePaths.terms,
  pagePaths.privacy,
  pagePaths.cookies,
  pagePaths.seoAudit,
  pagePaths.seoDashboard,
];

/** Permanent redirects, exactly as the specification lists them. */
export const redirects: ReadonlyArray<{ from: string; to: PagePath }> = [
  { from: '/', to: pagePaths.home },
  { from: '/de/cohort-program', to: pagePaths.academy },
];

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
