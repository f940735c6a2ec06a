// The words files (src/content/words/**/*.json) and what each holds: a
// file is named after its content module (`pricing.json`; a legal document
// under `legal/`), and holds that module's words in every language
// (`{ "de": …, "fr": … }`). A module's words are its export `<name>Words`;
// a module with several (pageMeta) keeps each under its export's name.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** @type {string} */
export const WORDS_FOLDER = 'src/content/words';

/** The German words of a file's text; none while it is not JSON (the words check says where). */
function germanOf(text) {
  try {
    return JSON.parse(text).de ?? {};
  } catch {
    return {};
  }
}

/**
 * Every words file, by its path inside the folder, with its module's path in the registry and its exports.
 * @param {string} [root]
 * @returns {Array<{ file: string, module: string, exports: string[] }>}
 */
export function wordsFiles(root = process.cwd()) {
  const folder = path.join(root, WORDS_FOLDER);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const module = file.replace(/\.json$/, '').split(path.sep).join('/');
      const name = module.split('/').at(-1);
      const german = germanOf(readFileSync(path.join(folder, file), 'utf8'));
      const keys = Object.keys(german);
      const exports = keys.length > 0 && keys.every((key) => key.endsWith('Words')) ? keys : [`${name}Words`];
      return { file, module, exports };
    });
}
