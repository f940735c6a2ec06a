import { closestIn, listen, type Behaviour } from './behaviour';
import { listKeyTarget } from '../listKeyTarget';

/** Marks an accordion (src/components/Accordion.tsx): its items are `<details>` of one group. */
export const ACCORDION_ATTRIBUTE = 'data-accordion';

/**
 * The arrow keys, Home and End move the focus between an accordion's
 * titles, as the WAI-ARIA accordion pattern offers; opening and closing is
 * the platform's own (`<details>`: a click, Enter, Space), which needs no
 * script. Without it the titles are still reached with Tab.
 */
export const accordionKeys: Behaviour = (root) =>
  listen<KeyboardEvent>(root, 'keydown', (event) => {
    const summary = closestIn<HTMLElement>(event, root, `[${ACCORDION_ATTRIBUTE}] > details > summary`);
    if (!summary || event.altKey || event.ctrlKey || event.metaKey) return;
    const accordion = summary.closest(`[${ACCORDION_ATTRIBUTE}]`)!;
    const titles = [...accordion.querySelectorAll<HTMLElement>(':scope > details > summary')];
    const target = listKeyTarget(event.key, titles.indexOf(summary), titles.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    titles[target]!.focus();
  });
