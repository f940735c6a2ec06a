// Finds the sample values marked in the content's source
// (src/content/sampleValue.ts): each `sampleValue(value, 'what')` call, with
// its file, line, what it stands for and the value as written. Read by
// `npm run samples`, the production build's warning and the Storybook page
// that lists them; pure, so the browser can run it on the source as text.

/**
 * A sample value marked in the source: where, what it stands for, and the value as written.
 * @typedef {object} SampleMark
 * @property {string} file
 * @property {number} line
 * @property {string} what
 * @property {string} value
 */

const CALL = 'sampleValue(';

/** The end of the call that opens at `start` (the index after its parenthesis): strings and nested brackets skipped. */
function callEnd(text, start) {
  let depth = 1;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === "'" || char === '"' || char === '`') {
      at += 1;
      while (at < text.length && text[at] !== char) at += text[at] === '\\' ? 2 : 1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char) && --depth === 0) return at;
  }
  throw new Error('a sampleValue( call is not closed');
}

/**
 * A blog article written as a sample (src/content/blogArticles.ts) says so
 * in its front matter, `sample: <what to do>`: its mark is that line, its
 * value the article's title.
 */
function articleMarks(path, text) {
  const matter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!matter) return [];
  const lines = matter[1].split('\n');
  const at = lines.findIndex((line) => /^sample:\s*\S/.test(line));
  if (at === -1) return [];
  const title = lines.find((line) => line.startsWith('title:'))?.replace(/^title:\s*/, '') ?? '';
  return [{ file: path, line: at + 2, what: lines[at].replace(/^sample:\s*/, ''), value: title }];
}

/**
 * Every mark in `files` (`{ path, text }`, the source of each file), in file
 * and line order: `{ file, line, what, value }`, `value` the first argument
 * as written, on one line.
 * @param {ReadonlyArray<{ path: string, text: string }>} files
 * @returns {SampleMark[]}
 */
export function findSampleMarks(files) {
  const marks = [];
  for (const { path, text } of files) {
    if (path.endsWith('.md')) {
      marks.push(...articleMarks(path, text));
      continue;
    }
    for (let at = text.indexOf(CALL); at !== -1; at = text.indexOf(CALL, at + CALL.length)) {
      // The definition, an import or a mention in a comment is no mark.
      const lineStart = text.lastIndexOf('\n', at) + 1;
      const before = text.slice(lineStart, at);
      if (/function\s+$|^\s*(\*|\/\/|\/\*)/.test(before) || /[\w$]$/.test(before)) continue;
      const end = callEnd(text, at + CALL.length);
      const inside = text.slice(at + CALL.length, end);
      const what = /,\s*(['"])((?:\\.|(?!\1).)*)\1\s*,?\s*$/.exec(inside);
      if (!what) throw new Error(`${path}: sampleValue( needs what it stands for as a string literal, last`);
      const value = inside.slice(0, what.index).replace(/\s+/g, ' ').trim();
      marks.push({ file: path, line: text.slice(0, at).split('\n').length, what: what[2], value });
    }
  }
  return marks.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
