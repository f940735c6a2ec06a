import { colorProperty, palettes, themedOverlays, themeNames, type ThemeName } from './tokens.ts';
import { THEME_ATTRIBUTE } from './themeChoice.ts';

/**
 * The theme's CSS and head tags, built from the palettes. Only the build
 * (vite.config.ts), the tests and Storybook read this module: the browser
 * bundle imports neither palette.
 */

/** One theme's custom properties, and `color-scheme` so form controls, scrollbars and the canvas follow it. */
function declarations(theme: ThemeName): string {
  const values = { ...palettes[theme], ...themedOverlays[theme] };
  return `color-scheme:${theme};${Object.entries(values)
    .map(([name, value]) => `${colorProperty(name)}:${value};`)
    .join('')}`;
}

/** The browser's own bar takes the page's colour in the system's theme. */
export const themeColorMetas = themeNames.map((theme) => ({ media: `(prefers-color-scheme: ${theme})`, content: palettes[theme].paper }));

/**
 * The colours' custom properties for both themes, compact. vite.config.ts
 * writes it into index.html's head, so every page has it in its first
 * frame and the browser bundle carries no palette; the Storybook preview
 * applies it as a global style.
 */
export const themeCss = [
  `:root{${declarations('light')}}`,
  // On screen only: paper stays light, whatever the screen shows.
  `@media screen and (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}=light]){${declarations('dark')}}}`,
  `@media screen{:root[${THEME_ATTRIBUTE}=dark]{${declarations('dark')}}}`,
].join('');
