import type { ShellContent } from '../content/shell';
import { operator } from '../content/operator';
import { blogSwitchPath, blogTranslations, type BlogView } from '../content/blog';
import type { PageModule } from '../pages/pageModule';
import { defaultLocale, localeSettings, locales, type Locale } from '../lib/locales';
import { localizedPagePaths, type PageName, type PagePath } from '../lib/paths';

/*
 * A page of the site and what the route table (routes.ts) says of a path,
 * as types, and what follows from a page's path alone: its canonical
 * address, its alternates in the other languages, the same page in
 * another language. What the shell renders reads these here, so it never
 * imports the table that renders it.
 */

/** One page, in every language. */
export interface SitePage<P extends PageName = PageName> {
  page: P;
  /**
   * Loads the page's module (its component) for the route's `lazy`. The
   * browser loads no page module: only the page's islands (virtual:islands, scripts/build/islandPlugin.ts).
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
  /** The page's path; a page of the blog other than its first is under the blog's (`/de/blog/<slug>`). */
  path: PagePath;
  /** Which of the blog's pages the route is, where it is not the blog's first (`page` is then `blog`). */
  blogView?: BlogView;
}

/** An address on another site that a redirect may lead to. */
export type ExternalUrl = `https://${string}`;

/** What a route answers: a page, a permanent redirect, `/` by language, or the fallback of a path that is none of these. */
export type RouteAnswer =
  | { kind: 'page'; route: SiteRoute }
  /** A permanent redirect the specification lists: to a page of this site, or away from it. */
  | { kind: 'redirect'; status: 301; to: PagePath | ExternalUrl }
  /** `/`: the home page of the visitor's language (`Accept-Language`), temporarily, varying by that header. */
  | { kind: 'negotiated'; status: 302; vary: 'Accept-Language'; languages: ReadonlyArray<{ language: string; to: PagePath }>; defaultTo: PagePath }
  /** Any other path: a file where one is, otherwise a permanent redirect to the home page of its language (the default language's outside every language). */
  | { kind: 'fallback'; status: 301; to: PagePath };

/** What a route object carries in its `handle`: its answer (a page, a redirect, a fallback) or, on a layout route, its language. */
export interface SiteRouteHandle {
  answer?: RouteAnswer;
  locale?: Locale;
}

/** What a language's layout route loads: the shell's words in its language. */
export interface LanguageLayoutData {
  locale: Locale;
  shell: ShellContent;
}

/** A route object's handle, as the table writes it. */
export const handleOf = (route: { handle?: unknown }): SiteRouteHandle => (route.handle ?? {}) as SiteRouteHandle;

/** The page's address on the site's origin: its canonical URL. */
export function canonicalUrl(path: string): string {
  return `${operator.siteOrigin}${path}`;
}

/**
 * The same page in every language, each with its `hreflang`, and
 * `x-default` (the default language's). A page of the blog names the
 * languages where it is indexed (an article where it is written, a tag's
 * page where the language has enough articles of it), and a page of the
 * blog that is not indexed names none: it takes no part in the set.
 */
export function alternatesOf(route: Pick<SiteRoute, 'page' | 'blogView' | 'indexable'>): Array<{ hreflang: string; href: string }> {
  if (route.blogView && !route.indexable) return [];
  const paths: Partial<Record<Locale, string>> = route.blogView ? blogTranslations(route.blogView) : Object.fromEntries(locales.map((locale) => [locale, localizedPagePaths[route.page][locale]]));
  const fallback = paths[defaultLocale];
  return [
    ...locales.flatMap((locale) => (paths[locale] ? [{ hreflang: localeSettings[locale].lang, href: canonicalUrl(paths[locale]) }] : [])),
    ...(fallback ? [{ hreflang: 'x-default', href: canonicalUrl(fallback) }] : []),
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
  // An article leads to its translation, or to the page that says there is none; a page of the blog a language lacks, to that language's blog.
  if (route.blogView) return blogSwitchPath(route.blogView, locale);
  return `${localizedPagePaths[route.page][locale]}${query ? `?${query}` : ''}`;
}
