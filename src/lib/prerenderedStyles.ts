import { __PRIVATE__ } from 'styled-components';

/**
 * The value of `data-styled` styled-components gives the style tag it writes
 * to in the browser, and leaves alone when it starts.
 */
const IN_USE = 'active';

/** Each component's marker in the prerendered CSS: its id and the class names its rules are under. */
const COMPONENT_MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;

/**
 * The prerendered page's styled-components style tags, marked as in use.
 *
 * Left unmarked, styled-components reads them back when it starts in the
 * browser: it parses every rule, inserts each one again through the CSSOM
 * into a tag of its own and removes the prerendered tag, so the browser
 * restyles the whole page before hydration has begun. Marked, the tag stays
 * as it is, and adoptPrerenderedStyles tells styled-components what it holds.
 */
export const styleTagsInUse = (styleTags: string) => styleTags.replaceAll('data-styled="true"', `data-styled="${IN_USE}"`);

/**
 * Registers the class names of the prerendered style tags (styleTagsInUse)
 * with styled-components, before the page hydrates: a component that
 * hydrates finds its rules present and inserts nothing. A component the
 * page did not prerender (a dialog, the next page) inserts its rules into
 * styled-components' own tag, which it places after these.
 */
export function adoptPrerenderedStyles() {
  for (const tag of document.querySelectorAll(`style[data-styled="${IN_USE}"]`)) {
    for (const [, id = '', names = ''] of (tag.textContent ?? '').matchAll(COMPONENT_MARKER)) {
      for (const name of names.split(',')) if (name) __PRIVATE__.mainSheet.registerName(id, name);
    }
  }
}
