import { pagePaths, type PageName, type PagePath } from '../../src/lib/paths';

/**
 * How the site map finds a route's page story, without a list of its own:
 * the page of `pagePaths.freeSession` is `FreeSessionPage`, its stories live
 * in `stories/pages/FreeSessionPage.stories.tsx` under the title
 * `Pages/FreeSession`, and its docs page (all its states) has the id
 * `pages-freesession--docs`. A unit test holds every served route to this.
 */
export function pageNameOf(path: PagePath): PageName {
  const entry = Object.entries(pagePaths).find(([, value]) => value === path);
  if (!entry) throw new Error(`Not a page path: ${path}`);
  return entry[0] as PageName;
}

/** `freeSession` → `FreeSession`, the page component's name without `Page`. */
export function pageStoryName(path: PagePath): string {
  const name = pageNameOf(path);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The story title a page's stories carry: `Pages/FreeSession`. */
export function pageStoryTitle(path: PagePath): string {
  return `Pages/${pageStoryName(path)}`;
}

/** The id of the page's docs page, as Storybook derives it from the title. */
export function pageDocsId(path: PagePath): string {
  return `pages-${pageStoryName(path).toLowerCase()}--docs`;
}

/**
 * A link from a docs page to another entry of the same Storybook. Relative,
 * so it works wherever the Storybook is served (a sub-path included).
 */
export function storybookHref(id: string): string {
  return `./?path=/docs/${id}`;
}
