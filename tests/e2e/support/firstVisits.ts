import { describe, it } from 'vitest';
import { routes } from '../../../src/site/routes';
import { LinkChecker } from './links';
import { visitorPass, widths, type Width } from './visitorPass';

/**
 * The visitor pass over every route in the route table at one width. Each
 * width runs from its own file, so the two workers share the routes evenly.
 */
export function describeFirstVisits(width: Width): void {
  // Each link target is fetched once per file.
  const links = new LinkChecker();

  describe(`a first visit at ${widths[width].viewport.width} px`, () => {
    it.each(routes.map((route) => [route.path, route] as const))(
      '%s: hydrated, axe-clean, links resolve, nothing leaves before consent, every answer holds',
      (_path, route) => visitorPass(route, width, links),
      // A whole visit with its waits for the chat and calendar fallbacks.
      90_000,
    );
  });
}
