import type { ThemeName } from './tokens';

/**
 * The theme on the page: the system decides (`prefers-color-scheme`), and a
 * visitor's own choice, set as this attribute on <html> by the head's inline
 * script before the first paint, overrides it. Without the attribute, or
 * without JavaScript, the system's setting holds. Apart from the theme's CSS
 * (themeStyles.ts), so the browser bundle needs neither palette.
 */
export const THEME_ATTRIBUTE = 'data-theme';

/** A choice the visitor can make: a theme, or the system's. */
export type ThemeChoice = ThemeName | 'system';

/** The choices in the order the toggle steps through them. */
export const themeChoices: ReadonlyArray<ThemeChoice> = ['system', 'light', 'dark'];
