import { useLayoutEffect, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { themeCss } from '../../src/design/themeStyles';
import { THEME_ATTRIBUTE } from '../../src/design/themeChoice';
import { themeNames, type ThemeName } from '../../src/design/tokens';
import { themeStorage } from '../../src/content/themeStorage';
import { contentFor } from '../../src/content/siteContent';

const { shell } = contentFor('de-CH').shell;

/**
 * The toolbar's colour scheme. A story shows in it as a visitor who chose it
 * would: the theme attribute on <html>, which the site's head script sets,
 * so every story, its background and the docs' frames take the theme's
 * colours. A story may fix its own (`globals: { theme: 'dark' }`).
 */
export const THEME_GLOBAL = 'theme';

/** The toolbar's names of the themes: the site's own words (the toolbar is German). */
export const STORY_THEMES: Readonly<Record<ThemeName, string>> = { light: shell.themeToggle.choices.light, dark: shell.themeToggle.choices.dark };

export function themeOfGlobals(globals: Record<string, unknown>): ThemeName {
  const theme = globals[THEME_GLOBAL];
  return themeNames.includes(theme as ThemeName) ? (theme as ThemeName) : 'light';
}

/** A story that fixes its own theme: a dark baseline. */
export const IN_DARK = { [THEME_GLOBAL]: 'dark' } as const;

/** Forgets what a story's theme switch stored, so the next story starts from the toolbar's theme. */
export function forgetStoredTheme(): void {
  try {
    localStorage.removeItem(themeStorage.key);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

/** The colours of both themes, which the site has in every page's head. */
const ThemeColors = createGlobalStyle`${themeCss}`;

/** Shows the preview's document in `theme`, as the site's head script does for a stored choice. */
export function applyStoryTheme(theme: ThemeName): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
}

/** Applies the toolbar's (or the story's) theme to the preview's document before the story paints, and again when the toolbar changes. */
export function StoryTheme({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => applyStoryTheme(theme), [theme]);
  return (
    <>
      <ThemeColors />
      {children}
    </>
  );
}

/** The theme the story shows now, as the page's attribute says. */
export function shownTheme(): ThemeName {
  const theme = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return themeNames.includes(theme as ThemeName) ? (theme as ThemeName) : 'light';
}

