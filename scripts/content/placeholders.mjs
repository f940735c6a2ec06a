// A placeholder is a name in braces (`{brand}`, `{price}`) that the site
// replaces with a value the structure holds. One definition, read by the
// words check, the shape, the editor's configuration and its fields.

/**
 * The placeholders a text names, each once, in the order they first appear.
 * @param {string} text
 * @returns {string[]}
 */
export const placeholdersOf = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
