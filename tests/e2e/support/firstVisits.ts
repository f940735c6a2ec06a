import { describe, it } from 'vitest';
import { routes } from '../../../src/site/routes';
import { LinkChecker } from './links';
import { widths, type Width } from './site';
import { visitorPass, visitorPassRuns } from './visitorPass';

/**
 * The visitor pass over the routes of the route table at one width, as the
 * test matrix (tests/matrix.ts) gives them: every language at phone width,
 * the default one on the desktop. The phone's share is four times the
 * desktop's, so it runs from two files, each every other route (`part` of
 * `parts`): the two workers share the routes evenly, and a language added
 * grows both halves alike.
 */
export function describeFirstVisits(width: Width, part = 0, parts = 1): void {
  // Each link target is fetched once per file.
  const links = new LinkChecker();

  describe(`a first visit at ${widths[width].viewport.width} px${parts > 1 ? `, part ${part + 1} of ${parts}` : ''}`, () => {
    // The routes the test matrix gives a visitor pass at this width, every `parts`-th from the `part`-th.
    const passes = routes.filter((route) => visitorPassRuns(route, width)).filter((_route, index) => index % parts === part);
    it.each(passes.map((route) => [route.path, route] as const))(
      '%s: the same without JavaScript and hydrated, axe-clean, links resolve, nothing leaves before consent, every answer holds',
      // The work of one route: two page loads, with the waits for the chat and
      // calendar fallbacks. 7 s alone on a machine at CPU index ~2400; over 60 s
      // inside a full npm test there, with every core shared four ways; /de/academy
      // on the phone once took over 180 s there. A limit for a hung pass, not a
      // speed test; the pass fails before it, naming the check it hung at. One
      // pass in a CI run (/de/booking-confirmed, 2026-11-28) hung without a word
      // of where: a pass that hangs runs once more, and a second hang fails.
      { timeout: 360_000, retry: 1 },
      (_path, route) => visitorPass(route, width, links),
    );
  });
}
