import { THEME_ATTRIBUTE } from '../../design/themeChoice.ts';
import { themeStorage } from '../../content/themeStorage.ts';

/**
 * The first inline script of every page's <head> (headScripts.ts): it
 * applies a stored theme choice before the first paint, so a visitor who
 * chose «Hell» under a dark system never sees a dark frame. Without a
 * stored choice it does nothing, and the CSS follows the system.
 */
export const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(themeStorage.key)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},t)}catch(e){}`;
