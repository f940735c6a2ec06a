import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, useRouteError, type RouteObject } from 'react-router-dom';
import { siteRoutes } from '../../src/site/routes';

/*
 * Every story renders at its route of the site's route table
 * (src/site/routes.ts), in a memory router (`createMemoryRouter`): the branch of the table that
 * matches the story's address, each route with its id, path and handle as
 * the table has them, the layouts passing their outlet through and the
 * matched route rendering the story. So a story of a page renders where
 * the prerenderer renders that page, and the shell's links mark the page
 * the story is at (`aria-current="page"`), as on the site. Nothing is
 * loaded: the story brings its own content.
 */

/** The story, handed to the route that renders it. */
const StoryElement = createContext<ReactNode>(null);

function StoryAtItsRoute() {
  return <>{useContext(StoryElement)}</>;
}

/** A story that throws fails as it would without the router, instead of showing the router's error page. */
function Rethrow(): never {
  throw useRouteError();
}

/** The table's branch at `pathname`, its last route rendering the story. */
function branchAt(pathname: string) {
  const matches = matchRoutes(siteRoutes, pathname) ?? [];
  let branch: RouteObject | undefined;
  for (const { route } of [...matches].reverse()) {
    const own = { id: route.id, path: route.path, handle: route.handle };
    if (!branch) branch = route.index ? { id: route.id, index: true, handle: route.handle, Component: StoryAtItsRoute } : { ...own, Component: StoryAtItsRoute };
    else branch = { ...own, Component: Outlet, children: [branch] };
  }
  return [{ ...(branch ?? { id: 'story', path: '*', Component: StoryAtItsRoute }), ErrorBoundary: Rethrow } as RouteObject];
}

export interface StoryRouterProps {
  /** The story's address on the site (`/fr/tarifs`, `/de/login?tab=signup`). */
  href: string;
  children: ReactNode;
}

/** Renders the story at its address in the route table. */
export function StoryRouter({ href, children }: StoryRouterProps) {
  const pathname = new URL(href, 'https://site.invalid').pathname;
  // One router per page: a story that renders again with other args, or at another query, keeps it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query does not change the route
  const router = useMemo(() => createMemoryRouter(branchAt(pathname), { initialEntries: [href] }), [pathname]);
  return (
    <StoryElement.Provider value={children}>
      <RouterProvider router={router} />
    </StoryElement.Provider>
  );
}
