import { closestIn, documentOf, listen, type Behaviour } from './behaviour';

/**
 * Marks a tab set (src/components/TabSet.tsx): radio buttons drawn as tabs,
 * each showing its panel by CSS alone. `scrolls-to-top` as its value: a
 * change of tab brings the page back to its top.
 */
export const TAB_SET_ATTRIBUTE = 'data-tab-set';

/**
 * The one thing a tab set needs a script for: where the specification asks
 * it (the SEO dashboard), choosing another tab scrolls the page to its top,
 * so a long table never leaves the reader mid-page. Showing the chosen
 * panel is the platform's (`:checked`).
 */
export const tabSets: Behaviour = (root) =>
  listen<Event>(root, 'change', (event) => {
    const set = closestIn<HTMLElement>(event, root, `[${TAB_SET_ATTRIBUTE}='scrolls-to-top']`);
    if (set && event.target instanceof HTMLInputElement && event.target.type === 'radio') documentOf(root).defaultView?.scrollTo(0, 0);
  });
