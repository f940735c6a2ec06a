import { THEME_ATTRIBUTE, type ThemeChoice } from '../../design/themeChoice';
import { themeStorage } from '../../content/themeStorage';

/**
 * The visitor's theme choice: kept in local storage under the key the
 * service list declares (never a cookie), applied as the theme attribute on
 * <html>. «System» removes both, and the system's setting holds again. The
 * head's inline script (themeScript.ts) applies a stored choice before the
 * first paint; the toggle's behaviour changes it afterwards. Another tab
 * picks a new choice up on its next page load.
 */

const root = () => document.documentElement;

/** The choice in effect: what the head script applied from storage, or the last choice made on this page (which holds where storage is blocked). */
export const choiceInEffect = (): ThemeChoice => (root().getAttribute(THEME_ATTRIBUTE) as ThemeChoice | null) ?? 'system';

/** Stores and applies a choice. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(themeStorage.key);
    else localStorage.setItem(themeStorage.key, choice);
  } catch {
    // Private modes may refuse storage: the page still changes.
  }
  if (choice === 'system') root().removeAttribute(THEME_ATTRIBUTE);
  else root().setAttribute(THEME_ATTRIBUTE, choice);
}
