import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routes, type SiteRoute } from './routes';

/**
 * Page components per route. A page that has been loaded (before hydration,
 * or prefetched during the fade) renders directly; otherwise through
 * React.lazy, which suspends until its chunk arrives.
 */
const loaded = new Map<string, ComponentType>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  routes.map((route) => [route.path, lazy(() => preloadPage(route).then((component) => ({ default: component })))]),
);

export async function preloadPage(route: SiteRoute): Promise<ComponentType> {
  const cached = loaded.get(route.path);
  if (cached) return cached;
  const component = await route.load();
  loaded.set(route.path, component);
  return component;
}

export function pageComponent(route: SiteRoute): ComponentType {
  return loaded.get(route.path) ?? lazyPages.get(route.path)!;
}
