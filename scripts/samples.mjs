// `npm run samples`: every sample value still in place, marked where it is
// written (src/content/sampleValue.ts), with the file and line to change.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { findSampleMarks } from './samples/sampleMarks.mjs';

/**
 * The content's source files, by their path from the project's root.
 * @param {string} [root]
 * @returns {Array<{ path: string, text: string }>}
 */
export function contentSources(root = process.cwd()) {
  const dir = path.join(root, 'src/content');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    // The modules, and the blog's articles (a sample article says so in its front matter).
    .filter((file) => (file.endsWith('.ts') && !file.endsWith('.test.ts')) || file.endsWith('.md'))
    .map((file) => ({ path: path.join('src/content', file), text: readFileSync(path.join(dir, file), 'utf8') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const marks = findSampleMarks(contentSources());
  if (marks.length === 0) {
    console.log('No sample values left: every value the operator must give is in place.');
  } else {
    console.log(`${marks.length} sample values to replace before the site goes live:\n`);
    for (const mark of marks) console.log(`${mark.file}:${mark.line}\n  ${mark.what}\n  ${mark.value.length > 110 ? `${mark.value.slice(0, 110)}…` : mark.value}\n`);
  }
}
