import { createElement, Fragment, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageContent } from '../content/pageContent';
import type { PageName } from '../lib/paths';
import type { PageArrival, PageComponent } from '../pages/pageModule';
import { routes, type SiteRoute } from './routes';
import { loadContentIcons } from '../lib/contentIcons';
import { RouteHead } from './RouteHead';

/**
 * Pages per route, each with its content in the route's language. A page
 * that has been loaded (before hydration, or prefetched during the fade)
 * renders directly; otherwise through React.lazy, which suspends until its
 * chunks arrive.
 */
interface LoadedPage {
  Component: PageComponent;
  content: PageContent<PageName>;
  arrival?: PageArrival;
}

const loaded = new Map<string, LoadedPage>();

/** The page's module and its content, before the browser hydrates its prerendered HTML: nothing more is needed then. */
export async function loadPage(route: SiteRoute): Promise<LoadedPage> {
  const cached = loaded.get(route.path);
  if (cached) return cached;
  const module = await route.load();
  const page = { Component: module.Page as PageComponent, content: module.content, arrival: module.arrival };
  loaded.set(route.path, page);
  return page;
}

/** The page, its content and the drawings of its content's icons, before the browser renders it (src/lib/contentIcons.tsx). */
export async function preloadPage(route: SiteRoute): Promise<LoadedPage> {
  const page = await loadPage(route);
  await loadContentIcons();
  return page;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  routes.map((route) => [
    route.path,
    lazy(() =>
      preloadPage(route).then((page) => ({
        default: function LoadedRoutePage() {
          return routePage(route, page);
        },
      })),
    ),
  ]),
);

/** The component that renders a route's page with its content. */
export function pageComponent(route: SiteRoute): ComponentType {
  const page = loaded.get(route.path);
  if (!page) return lazyPages.get(route.path)!;
  return renderedPages.get(route.path) ?? renderedPage(route, page);
}

/** A route's page with its head tags, both from its content in the route's language. */
function routePage(route: SiteRoute, { Component, content }: LoadedPage) {
  return createElement(Fragment, null, createElement(RouteHead, { route, meta: content.meta }), createElement(Component, { content }));
}

/** One stable component per route, so React keeps the page's state between renders. */
const renderedPages = new Map<string, ComponentType>();
function renderedPage(route: SiteRoute, page: LoadedPage): ComponentType {
  const RoutePage = () => routePage(route, page);
  renderedPages.set(route.path, RoutePage);
  return RoutePage;
}
