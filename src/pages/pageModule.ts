import type { ComponentType } from 'react';
import type { PageContent } from '../content/pageContent';
import type { PageName } from '../lib/paths';

/** A page's component: it arranges its sections and hands them the content it receives. */
export type PageComponent<P extends PageName = PageName> = ComponentType<{ content: PageContent<P> }>;

/**
 * What a page module exports as `page`: its component, which the
 * prerenderer renders with the page's content in each language
 * (`contentFor(locale).pages`, src/content/siteContent.ts).
 */
export interface PageModule<P extends PageName = PageName> {
  Page: PageComponent<P>;
  /** What the prerendered page does or reads on arrival, from its content, for the boot script; none when absent. */
  arrival?: (content: PageContent<P>) => PageArrival;
}

/** What the prerendered page does on arrival, which the build writes on the page's script tag for the boot script. */
export interface PageArrival {
  /** Logged to the console when the page is viewed (the FAQ's message), by the boot script. */
  viewMessage?: string;
}
