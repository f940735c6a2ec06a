import { describe, expect, it } from 'vitest';
import { createStaticHandler } from 'react-router-dom';
import { alternatesOf, canonicalUrl, FALLBACK_PATH, findRoute, handleOf, plannedPaths, redirects, routeOf, routes, siteRoutes, switchedHref } from './routes';
import { localizedPagePaths, pageNames, pagePaths } from '../lib/paths';
import { defaultLocale, localeSettings, locales } from '../lib/locales';
import { blogTranslations, blogViewsIn } from '../content/blog';
import { contentFor, metaOf } from '../content/siteContent';
import { provideSiteAudit } from './siteAuditSource';
import type { SiteAudit } from '../lib/seo/siteAudit';

const metaOfShell = (locale: (typeof locales)[number]) => contentFor(locale).shell.shell;

describe('route table', () => {
  it('serves every page in every language, each path once, under its language', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Every page in every language, and the blog's pages beyond its first where a language has them.
    expect(routes.filter((route) => !route.blogView)).toHaveLength(pageNames.length * locales.length);
    for (const locale of locales) expect(routes.filter((route) => route.blogView && route.locale === locale).map((route) => route.blogView)).toEqual(blogViewsIn(locale));
    for (const locale of locales) {
      for (const page of pageNames) expect(routeOf(page, locale)?.path, `${page} in ${locale}`).toBe(localizedPagePaths[page][locale]);
    }
    for (const route of routes) {
      const segment = localeSettings[route.locale].segment;
      expect(route.path === `/${segment}` || route.path.startsWith(`/${segment}/`), route.path).toBe(true);
    }
  });

  it('gives every page in every language a title of at most 60 (but the page of an untranslated article) and a description of 50 to 160 characters', () => {
    for (const route of routes) {
      // The page that says an article is not written in its language is not indexed, and names the article in its title.
      if (route.blogView?.kind !== 'untranslated') expect(metaOf(route).title.length, route.path).toBeLessThanOrEqual(60);
      expect(metaOf(route).description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(metaOf(route).description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('keeps the redirects of the specification, in every language where they apply', () => {
    expect(redirects).toEqual([
      { from: '/de/cohort-program', to: '/de/academy' },
    ]);
    expect(FALLBACK_PATH).toBe('/de');
  });
});

describe('the route table as React Router runs it', () => {
  const handler = createStaticHandler(siteRoutes);
  const query = (path: string, headers: Record<string, string> = {}) => handler.query(new Request(canonicalUrl(path), { headers }));
  const answer = async (path: string, headers?: Record<string, string>) => {
    const result = await query(path, headers);
    if (!(result instanceof Response)) throw new Error(`${path} rendered a page`);
    return { status: result.status, location: result.headers.get('Location'), vary: result.headers.get('Vary') };
  };

  it('renders each page under its language\'s layout, with its content in that language', async () => {
    const result = await query('/fr/tarifs');
    if (result instanceof Response) throw new Error('a redirect');
    expect(result.errors).toBeNull();
    expect(result.matches.map((match) => match.route.id)).toEqual(['language /fr', '/fr/tarifs']);
    expect(result.loaderData['language /fr']).toMatchObject({ locale: 'fr-CH', shell: metaOfShell('fr-CH') });
    expect(result.loaderData['/fr/tarifs']).toMatchObject({ meta: metaOf(findRoute('/fr/tarifs')!) });
    expect(handleOf(result.matches.at(-1)!.route).answer).toEqual({ kind: 'page', route: findRoute('/fr/tarifs') });
  });

  it('answers the specification\'s redirects from their routes\' loaders, declared once', async () => {
    expect(await answer('/de/cohort-program')).toEqual({ status: 301, location: '/de/academy', vary: null });
    // The blog is a page now; an article it does not have is an unknown path.
    expect(await answer('/it/blog/nessun-articolo')).toEqual({ status: 301, location: '/it', vary: null });
  });

  it('sends an unknown path to its language\'s home page and any other to the default\'s, with no error page', async () => {
    expect(await answer('/it/non-esiste')).toEqual({ status: 301, location: '/it', vary: null });
    expect(await answer('/en/a/b/c')).toEqual({ status: 301, location: '/en', vary: null });
    expect(await answer('/de/LOGIN')).toEqual({ status: 301, location: '/de', vary: null });
    expect(await answer('/pt/preco')).toEqual({ status: 301, location: FALLBACK_PATH, vary: null });
  });

  it('answers / by the browser\'s language, temporarily and varying by it', async () => {
    expect(await answer('/', { 'Accept-Language': 'it-CH,it;q=0.9' })).toEqual({ status: 302, location: '/it', vary: 'Accept-Language' });
    expect(await answer('/')).toEqual({ status: 302, location: '/de', vary: 'Accept-Language' });
  });

  it('loads every page\'s component, and each language\'s layout, through its route', async () => {
    // The SEO pages' routes wait for the build's audit: a stand-in, which their components only pass on.
    provideSiteAudit({ pages: [] } as unknown as SiteAudit);
    const lazyRoutes = siteRoutes.flatMap((route) => [route, ...(route.children ?? [])]).filter((route) => typeof route.lazy === 'function');
    expect(lazyRoutes).toHaveLength(locales.length * (pageNames.length + 1) + routes.filter((route) => route.blogView).length);
    for (const route of lazyRoutes) expect((await (route.lazy as () => Promise<{ Component?: unknown }>)()).Component, route.id).toBeTypeOf('function');
  });
});

describe('page paths', () => {
  it('are each either served by the route table or planned, never both', () => {
    const served = routes.filter((route) => !route.blogView).map((route) => route.path);
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
    for (const route of routes) expect(route.path, route.path).toMatch(/^\/[a-z]{2}(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
  });
});

describe('hreflang alternates', () => {
  it('name the same page in every language that has it and x-default, and are reciprocal', () => {
    for (const route of routes) {
      const alternates = alternatesOf(route);
      // A page of the blog that is not indexed takes no part in the set: the page that says an article is not written in its language, a tag's page with one article.
      if (route.blogView && !route.indexable) {
        expect(alternates, route.path).toEqual([]);
        continue;
      }
      // Every page is in every language; an article only in those it was written in, a tag's page in those with enough articles of it.
      const languages = route.blogView ? Object.keys(blogTranslations(route.blogView)) : locales;
      expect(alternates.map((alternate) => alternate.hreflang)).toEqual([...languages, ...(languages.includes(defaultLocale) ? ['x-default'] : [])]);
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
