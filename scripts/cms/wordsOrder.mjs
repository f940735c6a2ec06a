// A words file the editor saves keeps the order it had: Decap holds an
// entry's fields in a map that forgets the order past eight keys, so a
// one-word change would otherwise reorder the whole file and bury it in
// the diff a reviewer reads.

/**
 * `next` with its keys in the order `previous` has them (at every depth); keys new to it follow.
 * @param {unknown} previous
 * @param {unknown} next
 * @returns {unknown}
 */
export function inOrderOf(previous, next) {
  if (Array.isArray(next)) return next.map((item, index) => inOrderOf(Array.isArray(previous) ? previous[index] : undefined, item));
  if (!next || typeof next !== 'object') return next;
  const before = previous && typeof previous === 'object' && !Array.isArray(previous) ? previous : {};
  const keys = [...Object.keys(before).filter((key) => key in next), ...Object.keys(next).filter((key) => !(key in before))];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(before[key], next[key])]));
}

/**
 * A words file's text as the repository holds it: two spaces, no final newline.
 * @param {unknown} words
 * @returns {string}
 */
export const wordsText = (words) => JSON.stringify(words, null, 2);

/**
 * The text to save for a file the editor sends as `raw`, given the file's text on disk (none for a new file).
 * @param {string} raw
 * @param {string | undefined} onDisk
 * @returns {string}
 */
export function savedWords(raw, onDisk) {
  let previous;
  try {
    previous = onDisk === undefined ? undefined : JSON.parse(onDisk);
  } catch {
    previous = undefined;
  }
  return wordsText(inOrderOf(previous, JSON.parse(raw)));
}
