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
  /** What the prerendered page does or reads on arrival, for the boot script; none when absent. */
  arrival?: PageArrival;
}

/**
 * What a page does or reads on arrival, beyond its route's `sharedQuery`.
 * The prerenderer writes it on the page's script tag, so the boot script
 * can act for a page whose app starts on the visitor's first input
 * (`startsOnInput` in src/site/routes.ts), and start the app at once where
 * only the app can show what the address asks for.
 */
export interface PageArrival {
  /** Query parameters of this language the page reads (the FAQ's topic): an address naming one starts the app at once. */
  readsQuery?: ReadonlyArray<string>;
  /** The page reads the address's `#id` (the FAQ opens that answer): an address with one starts the app at once. */
  readsHash?: true;
  /**
   * Logged to the console on view: by the boot script when the prerendered
   * page arrives, by the site shell when the app shows the page after a
   * client-side navigation (src/site/SiteShell.tsx).
   */
  viewMessage?: string;
}
