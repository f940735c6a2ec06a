import { expect } from 'storybook/test';
import { lightInDark, palettes } from '../../src/design/tokens';
import { THEME_ATTRIBUTE } from '../../src/design/themeChoice';
import { findLightSurfaces } from '../../scripts/lib/lightSurfaces.mjs';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { PHONE_VIEWPORT } from './reviewPresets';
import { computedColor } from '../../src/design/contrast';
import { defaultLocale } from '../../src/lib/locales';
import { runsAt } from '../../tests/matrix';

/** A story shown in the dark theme, whatever the toolbar says. */
export { IN_DARK } from './storyTheme';

/**
 * A dark page story (the test matrix's `pageInDark` row) is a picture at
 * phone width and a check that nothing light is left. Its axe run is the
 * served page's wherever the matrix runs dark axe there (the visitor pass,
 * after hydration, with the banner showing); the Accessibility panel still
 * checks it on demand.
 */
const servedPageDarkAxe = runsAt('darkAxe', { language: defaultLocale, theme: 'dark', width: 'phone', engine: 'chromium' });
export const DARK_PAGE_PARAMETERS = { a11y: { test: servedPageDarkAxe ? 'off' : 'error' }, visual: { viewport: PHONE_VIEWPORT } } as const;

/**
 * A dark page story's play: the document is in the dark theme, its
 * background is the dark paper, no band, card or panel stayed light (but
 * the logo plates), and every image has loaded for the picture.
 */
export async function readsDark({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(document.documentElement).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
  await expect(getComputedStyle(document.body).backgroundColor).toBe(computedColor(palettes.dark.paper));
  await expect(findLightSurfaces({ allowed: lightInDark.map((role) => palettes.dark[role]) })).toEqual([]);
  await imagesLoaded(canvasElement);
}
