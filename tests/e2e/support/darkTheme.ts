import type { Page } from 'playwright-core';
import { lightInDark, palettes } from '../../../src/design/tokens';
import { findLightSurfaces } from '../../../scripts/lib/lightSurfaces.mjs';

/** What is still light on the page as it shows now (scripts/lib/lightSurfaces.mjs). */
export function lightSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(findLightSurfaces, { allowed: lightInDark.map((role) => palettes.dark[role]) });
}

/** A token's hex colour as the browser computes it: `rgb(20, 22, 27)`. */
export const computedColor = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The page's background as the visitor sees it: the body's computed colour. */
export function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
