import type { ComponentType } from 'react';
import type { PageContent } from '../content/pageContent';
import type { PageName } from '../lib/paths';

/** A page's component: it arranges its sections and hands them the content it receives. */
export type PageComponent<P extends PageName = PageName> = ComponentType<{ content: PageContent<P> }>;

/**
 * What a page module exports as `page`: its component and its content in the
 * language the bundle is of. The site builds its browser bundle once per
 * language (`@site-language`, see vite.config.ts), so the content travels in
 * the page's own chunk, in one language only; the typecheck pairs the two.
 */
export interface PageModule<P extends PageName = PageName> {
  Page: PageComponent<P>;
  content: PageContent<P>;
}
