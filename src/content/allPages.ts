import type { PageContent } from './pageContent';
import { localeSettings, type Locale } from '../lib/locales';
import type { PageName } from '../lib/paths';

/*
 * Every page's content in every language, for Storybook (the site map, the
 * French page stories) and the tests (titles, descriptions). The site never
 * imports it: a page loads only its own content, in its own language
 * (src/pages/pageModule.ts).
 */
const modules = import.meta.glob<{ content: PageContent<PageName> }>('./*/pages/*.ts', { eager: true });

/** `page`'s content in `locale` (src/content/<segment>/pages/<page>.ts). */
export function pageContentOf<P extends PageName>(page: P, locale: Locale): PageContent<P> {
  const module = modules[`./${localeSettings[locale].segment}/pages/${page}.ts`];
  if (!module) throw new Error(`No content for the page ${page} in ${locale}`);
  return module.content as unknown as PageContent<P>;
}

/** The title and description of a route's page, in the route's language. */
export function metaOf(route: { page: PageName; locale: Locale }) {
  return pageContentOf(route.page, route.locale).meta;
}
