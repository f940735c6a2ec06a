import { useLayoutEffect, type ReactNode } from 'react';
import { all } from '../../src/components/behaviours/behaviour';
import type { Locale } from '../../src/lib/locales';
import { installSiteBehaviours } from '../../src/site/siteBehaviours';
import { integrationSpies } from './integrationSpies';
import { followLinksInStory, storyAddressBar } from './storyAddress';

/**
 * Makes a story respond as the site does: the site's behaviours (the
 * header's menus, the consent banner, chat buttons …: the same modules the
 * boot script installs on every page) installed on the story's canvas,
 * with the integration spies; and the site's links followed in the story's
 * address rather than the frame's.
 */
export function StoryBehaviours({ root, locale, children }: { root: HTMLElement; locale: Locale; children: ReactNode }) {
  // Before the play function acts, and before the first picture: as the page's script runs before anyone can act.
  useLayoutEffect(() => all(installSiteBehaviours(root, { integrations: integrationSpies, locale, address: storyAddressBar }), followLinksInStory(root)), [root, locale]);
  return children;
}
