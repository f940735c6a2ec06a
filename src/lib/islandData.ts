/**
 * The props of a page's islands, and the words the primitives inside them
 * say (in the page's language), as the prerenderer writes them into the
 * page and the boot script reads them: JSON, in one
 * `<script type="application/json">` at the end of the body (a data block,
 * which neither runs nor needs the CSP's leave). The browser bundle carries
 * no words of any language; they come with the page.
 */

/** The id of the page's island data. */
export const ISLAND_DATA_ID = 'island-data';

/**
 * `value` as JSON, or an error naming the first part JSON cannot carry: a
 * function (a handler, an icon component), a symbol, a class instance. JSON
 * would drop or flatten it silently, and the island would hydrate with
 * other props than it was prerendered with.
 */
export function islandJson(value: unknown, where: string): string {
  const check = (part: unknown, path: string): void => {
    if (part === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof part)) return;
    if (typeof part !== 'object') throw new Error(`${where}: ${path} is a ${typeof part}, which JSON cannot carry to the browser`);
    if (Array.isArray(part)) return part.forEach((item, index) => check(item, `${path}[${index}]`));
    const prototype = Object.getPrototypeOf(part);
    if (prototype !== Object.prototype && prototype !== null) throw new Error(`${where}: ${path} is an instance of ${prototype?.constructor?.name ?? 'a class'}, which JSON cannot carry to the browser`);
    for (const [key, item] of Object.entries(part)) check(item, `${path}.${key}`);
  };
  check(value, 'props');
  return JSON.stringify(value);
}

/** What a page tells its islands: the primitives' words, and each island's props in page order. */
export interface IslandData<Labels extends object = object> {
  labels: Labels;
  props: ReadonlyArray<object>;
}

/** The page's island data as a script element: `<` escaped, so no text in it can end the element early. */
export function islandDataScript(data: IslandData, where: string): string {
  const json = islandJson(data, where).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>`;
}

/** The page's island data, in the browser; none on a page without islands. */
export function readIslandData<Labels extends object>(): IslandData<Labels> | undefined {
  const text = document.getElementById(ISLAND_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as IslandData<Labels>) : undefined;
}
