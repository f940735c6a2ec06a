import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routes, type SiteRoute } from './routes';
import { loadContentIcons } from '../lib/contentIcons';

/**
 * Page components per route. A page that has been loaded (before hydration,
 * or prefetched during the fade) renders directly; otherwise through
 * React.lazy, which suspends until its chunk arrives.
 */
const loaded = new Map<string, ComponentType>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  routes.map((route) => [route.path, lazy(() => preloadPage(route).then((component) => ({ default: component })))]),
);

/** The page's module, before the browser hydrates its prerendered HTML: nothing more is needed then. */
export async function loadPage(route: SiteRoute): Promise<ComponentType> {
  const cached = loaded.get(route.path);
  if (cached) return cached;
  const component = await route.load();
  loaded.set(route.path, component);
  return component;
}

/** The page's module and the drawings of its content's icons, before the browser renders it (src/lib/contentIcons.tsx). */
export async function preloadPage(route: SiteRoute): Promise<ComponentType> {
  const component = await loadPage(route);
  await loadContentIcons();
  return component;
}

export function pageComponent(route: SiteRoute): ComponentType {
  return loaded.get(route.path) ?? lazyPages.get(route.path)!;
}
