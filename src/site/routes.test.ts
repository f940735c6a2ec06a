import { describe, expect, it } from 'vitest';
import { alternatesOf, canonicalUrl, FALLBACK_PATH, findRoute, plannedPaths, redirects, routeOf, routes, switchedHref } from './routes';
import { localizedPagePaths, pageNames, pagePaths } from '../lib/paths';
import { localeSettings, locales } from '../lib/locales';
import { operator } from '../content/operator';
import { metaOf } from '../content/siteContent';

describe('route table', () => {
  it('serves every page in every language, each path once, under its language', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(routes).toHaveLength(pageNames.length * locales.length);
    for (const locale of locales) {
      for (const page of pageNames) expect(routeOf(page, locale)?.path, `${page} in ${locale}`).toBe(localizedPagePaths[page][locale]);
    }
    for (const route of routes) {
      const segment = localeSettings[route.locale].segment;
      expect(route.path === `/${segment}` || route.path.startsWith(`/${segment}/`), route.path).toBe(true);
    }
  });

  it('gives every page in every language a title of at most 60 and a description of 50 to 160 characters', () => {
    for (const route of routes) {
      expect(metaOf(route).title.length, route.path).toBeLessThanOrEqual(60);
      expect(metaOf(route).description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(metaOf(route).description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('keeps the redirects of the specification, in every language where they apply', () => {
    expect(redirects).toEqual([
      { from: '/de/cohort-program', to: '/de/academy' },
      ...locales.map((locale) => ({ from: `/${localeSettings[locale].segment}/blog`, to: operator.external.news })),
    ]);
    expect(FALLBACK_PATH).toBe('/de');
  });
});

describe('page paths', () => {
  it('are each either served by the route table or planned, never both', () => {
    const served = routes.map((route) => route.path);
    const all = pageNames.flatMap((page) => locales.map((locale) => localizedPagePaths[page][locale]));
    for (const path of all) {
      expect([served.includes(path), plannedPaths.includes(path)], path).toContain(true);
      expect(served.includes(path) && plannedPaths.includes(path), path).toBe(false);
    }
    expect([...served, ...plannedPaths].sort()).toEqual([...all].sort());
  });

  it('never name a redirect source', () => {
    for (const { from } of redirects) expect(Object.values(pagePaths), from).not.toContain(from);
  });

  it('are lower-case words joined by hyphens, without accents', () => {
    for (const route of routes) expect(route.path, route.path).toMatch(/^\/[a-z]{2}(\/[a-z0-9]+(-[a-z0-9]+)*)?$/);
  });
});

describe('hreflang alternates', () => {
  it('name the same page in every language and x-default, and are reciprocal', () => {
    for (const route of routes) {
      const alternates = alternatesOf(route);
      expect(alternates.map((alternate) => alternate.hreflang)).toEqual([...locales, 'x-default']);
      expect(alternates).toContainEqual({ hreflang: route.locale, href: canonicalUrl(route.path) });
      // Every page an alternate names names this page back, with the same set.
      for (const { hreflang, href } of alternates.filter((alternate) => alternate.hreflang !== 'x-default')) {
        const other = findRoute(new URL(href).pathname);
        expect(other, href).toBeDefined();
        expect(other!.locale).toBe(hreflang);
        expect(other!.page).toBe(route.page);
        expect(alternatesOf(other!)).toEqual(alternates);
      }
    }
  });

  it('send x-default to the default language', () => {
    expect(alternatesOf(findRoute('/fr/tarifs')!).at(-1)).toEqual({ hreflang: 'x-default', href: canonicalUrl('/de/pricing') });
  });
});

describe('switching language', () => {
  it('leads to the same page and keeps only the query that means the same there', () => {
    expect(switchedHref(findRoute('/de/pricing')!, 'fr-CH', '?utm_source=newsletter')).toBe('/fr/tarifs');
    expect(switchedHref(findRoute('/fr/connexion')!, 'de-CH', '?tab=signup&x=1')).toBe('/de/login?tab=signup');
    expect(switchedHref(findRoute('/de/login')!, 'fr-CH', '')).toBe('/fr/connexion');
  });
});
