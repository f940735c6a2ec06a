import { pageAt, type PageName, type PagePath } from '../../src/lib/paths';

/**
 * How the site map finds a route's page story, without a list of its own:
 * the page `freeSession` (/de/free-session, /fr/entretien-gratuit) is
 * `FreeSessionPage`, its stories live in
 * `stories/pages/FreeSessionPage.stories.tsx` under the title
 * `Pages/FreeSession`, in every language, and its docs page (all its
 * states) has the id `pages-freesession--docs`. A unit test holds every
 * served route to this.
 */
export function pageNameOf(path: PagePath): PageName {
  const found = pageAt(path);
  if (!found) throw new Error(`Not a page path: ${path}`);
  return found.page;
}

/** `freeSession` → `FreeSession`, the page component's name without `Page`. */
export function pageStoryName(page: PageName): string {
  return page.charAt(0).toUpperCase() + page.slice(1);
}

/** The story title a page's stories carry: `Pages/FreeSession`. */
export function pageStoryTitle(page: PageName): string {
  return `Pages/${pageStoryName(page)}`;
}

/** The id of the page's docs page, as Storybook derives it from the title. */
export function pageDocsId(page: PageName): string {
  return `pages-${pageStoryName(page).toLowerCase()}--docs`;
}

/**
 * A link from a docs page to another entry of the same Storybook. Relative,
 * so it works wherever the Storybook is served (a sub-path included).
 */
export function storybookHref(id: string): string {
  return `./?path=/docs/${id}`;
}
