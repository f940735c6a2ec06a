import { pageAt, type PageName, type PagePath } from '../../src/lib/paths';
import type { LegalPageName } from '../../src/pages/LegalPage';

/**
 * How the site map finds a route's page story, without a list of its own:
 * the page `freeSession` (/de/free-session, /fr/entretien-gratuit) is
 * `FreeSessionPage`, its stories live in
 * `stories/pages/FreeSessionPage.stories.tsx` under the title
 * `Pages/FreeSession`, in every language, and its docs page (all its
 * states) has the id `pages-freesession--docs`. The four legal pages are
 * one component, `LegalPage`, with four texts: `Pages/Legal`. A
 * unit test holds every served route to this.
 */
export function pageNameOf(path: PagePath): PageName {
  const found = pageAt(path);
  if (!found) throw new Error(`Not a page path: ${path}`);
  return found.page;
}

/** The legal pages, one component (`LegalPage`) whose stories are `stories/pages/LegalPage.stories.tsx`. */
export const legalPageNames = ['impressum', 'terms', 'privacy', 'cookies'] as const satisfies readonly LegalPageName[];

function isLegalPage(page: PageName): page is LegalPageName {
  return (legalPageNames as readonly PageName[]).includes(page);
}

/** `freeSession` → `FreeSession`, the page component's name without `Page`; a legal page → `Legal`. */
export function pageStoryName(page: PageName): string {
  if (isLegalPage(page)) return 'Legal';
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
