/*
 * The marks of an island's root in the page (src/components/Island.tsx),
 * in a module of their own: the boot script finds islands by them and must
 * not import the component, which brings React and styled-components.
 */

/** Marks an island's root; the value is the island's id, its module under src/ (scripts/build/islandPlugin.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The island's index on the page: its props in the page's island data, its ids' prefix. */
export const ISLAND_INDEX_ATTRIBUTE = 'data-island-index';

/** Set on the root once React has hydrated it: from then on every control in it answers. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/** The comment the prerenderer replaces with the island's own render. */
export const islandMarker = (index: number) => `<!--island:${index}-->`;

/** The prefix of every `useId` inside island `index`, the same on the server and in the browser, so each island's ids are its own. */
export const islandIdPrefix = (index: number) => `i${index}-`;
