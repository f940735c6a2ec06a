import type { Page } from 'playwright-core';
import { lightInDark, palettes } from '../../../src/design/tokens';
import { findLightSurfaces } from '../../../scripts/lib/lightSurfaces.mjs';

export { computedColor } from '../../../src/design/contrast';

/** What is still light on the page as it shows now (scripts/lib/lightSurfaces.mjs). */
export function lightSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(findLightSurfaces, { allowed: lightInDark.map((role) => palettes.dark[role]) });
}

/** The page's background as the visitor sees it: the body's computed colour. */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
