/**
 * The page paths of the site, per language: the one vocabulary that
 * content, components and the route table use to name a page. Each
 * language's paths are in its entry of the locale list (src/lib/locales.ts);
 * `src/site/routes.ts` serves every page in every language, and a unit test
 * keeps the two in step, so a link can only point at a page that exists. A
 * redirect's source (`/de/cohort-program`) is deliberately not here:
 * nothing links to it.
 */
import { localeSettings, locales, type Locale } from './locales';
import { pageNames, type PageName } from './pageNames';

export { pageNames, type PageName };

/** Every page's path in one language, literal types kept: `pathsIn('fr-CH').pricing` is `'/fr/tarifs'`. */
export type PathsIn<L extends Locale> = (typeof localeSettings)[L]['paths'];

/** Every page's path in every language, by page: `localizedPagePaths.pricing['fr-CH']`. */
export const localizedPagePaths = Object.fromEntries(pageNames.map((page) => [page, Object.fromEntries(locales.map((locale) => [locale, localeSettings[locale].paths[page]]))])) as {
  readonly [P in PageName]: { readonly [L in Locale]: PathsIn<L>[P] };
};

export function pathsIn<L extends Locale>(locale: L): PathsIn<L> {
  return localeSettings[locale].paths;
}

/** German paths, by page: what German content and the German tests name. */
export const pagePaths = pathsIn('de-CH');

export type PagePath = (typeof localizedPagePaths)[PageName][Locale];

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
