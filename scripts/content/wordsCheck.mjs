// The words check: every words file (src/content/words/**/*.json) against
// its module's shape (src/content/wordsShape.json, read from the
// <Module>Words types), before anything else in `npm run build` and
// `npm run dev`. Each finding names the file, the language, the place inside
// it and what is wrong, in words an editor can act on:
//
//   src/content/words/pricing.json › fr › faq.items.vat.answer.0: unknown placeholder {prcie}; the German text has {rate}
//
// `node scripts/content/wordsCheck.mjs` prints them and fails when any.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORDS_FOLDER, wordsFiles } from './wordsFiles.mjs';
import { placeholdersOf } from './placeholders.mjs';
import { SHAPE_FILE } from './wordsShape.mjs';


const braces = (names) => (names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', '));
const kindOf = (value) => (Array.isArray(value) ? 'a list' : value === null ? 'nothing' : typeof value === 'object' ? 'a group of texts' : typeof value === 'string' ? 'a text' : `a ${typeof value}`);
const expected = { text: 'a text', number: 'a number', boolean: 'yes or no', object: 'a group of texts', list: 'a list', tuple: 'a list', choice: 'one of the choices' };

/** Where in `text` a JSON parser's message points (`… at position 120`): « at line 7, column 3». */
function whereInText(text, message) {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return '';
  const before = text.slice(0, Number(position)).split('\n');
  return ` at line ${before.length}, column ${before.at(-1).length + 1}`;
}

/**
 * The findings of one language's words in one file, walking `value` and
 * `shape` together; `german` is the default language's words at the same
 * place (for the placeholders and the lengths of lists), `table` the
 * placeholders each German text takes.
 */
function checkValue({ value, shape, german, table, at, say, isDefault, documented = [] }) {
  const where = at || '(the whole file)';
  // The placeholders a text's doc comment (or its group's) names are values the structure supplies there.
  const named = shape.doc ? [...documented, ...placeholdersOf(shape.doc)] : documented;
  if (value === undefined) {
    if (!shape.optional) say(where, shape.kind === 'text' ? 'the text is missing' : 'this part is missing');
    return;
  }
  switch (shape.kind) {
    case 'text': {
      if (typeof value !== 'string') return say(where, `expected a text, found ${kindOf(value)}`);
      if (value.trim() === '') return say(where, 'the text is empty');
      const own = placeholdersOf(value);
      // What the structure fills in here: what the German text took when the shape was written, and what the docs name.
      const supplied = [...(table[at] ?? []), ...named];
      const wanted = isDefault ? (table[at] ?? []) : typeof german === 'string' ? placeholdersOf(german).filter((name) => supplied.includes(name)) : (table[at] ?? []);
      const whose = isDefault ? 'the text takes' : 'the German text has';
      const invented = own.filter((name) => !supplied.includes(name));
      for (const name of invented) say(where, `unknown placeholder {${name}}; ${whose} ${braces(wanted)}`);
      // A text may use another value its doc names instead (French «du lundi au vendredi» as {weekdays} for {days});
      // an invented one is most often the missing one misspelt, said once.
      const standsIn = own.some((name) => !wanted.includes(name) && named.includes(name));
      if (!standsIn && invented.length === 0) for (const name of wanted.filter((candidate) => !own.includes(candidate))) say(where, `the placeholder {${name}} is missing; ${whose} ${braces(wanted)}`);
      return;
    }
    case 'choice':
      if (!shape.values.includes(value)) say(where, `«${value}» is not one of ${shape.values.map((choice) => `«${choice}»`).join(', ')}`);
      return;
    case 'number':
    case 'boolean':
      if (typeof value !== shape.kind) say(where, `expected ${expected[shape.kind]}, found ${kindOf(value)}`);
      return;
    case 'tuple':
    case 'list': {
      if (!Array.isArray(value)) return say(where, `expected a list, found ${kindOf(value)}`);
      const length = shape.kind === 'tuple' ? shape.items.length : Array.isArray(german) && !isDefault ? german.length : undefined;
      if (length !== undefined && value.length !== length) {
        say(where, `the list has ${value.length} ${value.length === 1 ? 'entry' : 'entries'}; ${shape.kind === 'tuple' ? 'it needs' : 'the German one has'} ${length}`);
      }
      value.forEach((item, index) => {
        const itemShape = shape.kind === 'tuple' ? shape.items[index] : shape.item;
        if (itemShape) checkValue({ value: item, shape: itemShape, german: Array.isArray(german) ? german[index] : undefined, table, at: `${at}.${index}`, say, isDefault, documented: named });
      });
      return;
    }
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return say(where, `expected a group of texts, found ${kindOf(value)}`);
      const known = Object.keys(shape.properties);
      for (const key of Object.keys(value).filter((candidate) => !known.includes(candidate))) {
        say(at ? `${at}.${key}` : key, `unknown key «${key}»; ${at ? `${at} has` : 'the file has'} ${known.map((name) => `«${name}»`).join(', ')}`);
      }
      for (const [key, inner] of Object.entries(shape.properties)) {
        checkValue({ value: value[key], shape: inner, german: german?.[key], table, at: at ? `${at}.${key}` : key, say, isDefault, documented: named });
      }
      return;
    }
    default:
      say(where, `no check for «${shape.kind}»`);
  }
}

/**
 * The findings of one words file's text, as it would be saved at `file`
 * (relative to the project): `shape` is the file's shape, `placeholders`
 * what each German text takes, `languages` the languages every file holds,
 * the default's first (all three from src/content/wordsShape.json).
 * @param {string} text
 * @param {string} file
 * @param {{ shape: import('./wordsShape.mjs').WordsShape, placeholders: Record<string, string[]>, languages: string[] }} rules
 * @returns {string[]}
 */
export function checkWordsText(text, file, { shape, placeholders: table, languages }) {
  const [fallback] = languages;
  const findings = [];
  const sayIn = (language) => (at, problem) => findings.push(`${file}${language ? ` › ${language}` : ''}${at ? ` › ${at}` : ''}: ${problem}`);
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}: not valid JSON${whereInText(text, error.message)} (${error.message})`];
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [`${file}: expected the languages ${languages.join(', ')} at the top`];
  for (const key of Object.keys(data).filter((candidate) => !languages.includes(candidate))) sayIn()('', `unknown language «${key}»; the site writes ${languages.join(', ')}`);
  for (const language of languages) {
    if (!(language in data)) {
      sayIn(language)('', 'the language is missing');
      continue;
    }
    checkValue({ value: data[language], shape, german: data[fallback], table, at: '', say: sayIn(language), isDefault: language === fallback });
  }
  return findings;
}

/**
 * Every finding in every words file of the project at `root`.
 * @param {string} [root]
 * @returns {string[]}
 */
export function checkWords(root = process.cwd()) {
  const { languages, files: shapes, placeholders } = JSON.parse(readFileSync(path.join(root, SHAPE_FILE), 'utf8'));
  const findings = [];
  const files = wordsFiles(root);
  for (const { file } of files) {
    const relative = `${WORDS_FOLDER}/${file.split(path.sep).join('/')}`;
    const shape = shapes[file];
    if (!shape) {
      findings.push(`${relative}: no content module reads this file (src/content/siteContent.ts); its words would show nowhere`);
      continue;
    }
    findings.push(...checkWordsText(readFileSync(path.join(root, WORDS_FOLDER, file), 'utf8'), relative, { shape, placeholders: placeholders[file] ?? {}, languages }));
  }
  for (const file of Object.keys(shapes).filter((name) => !files.some((entry) => entry.file === name))) findings.push(`${WORDS_FOLDER}/${file}: the file is missing`);
  return findings;
}

/**
 * The findings as an editor reads them: how many, then each on its line (the first 40).
 * @param {string[]} findings
 * @returns {string}
 */
export function wordsProblems(findings) {
  const shown = findings.slice(0, 40);
  const more = findings.length > shown.length ? `\n  … and ${findings.length - shown.length} more` : '';
  return `The words files have ${findings.length} ${findings.length === 1 ? 'problem' : 'problems'}; the site is not built until they are fixed:\n  ${shown.join('\n  ')}${more}`;
}

/**
 * Fails with every finding, each on its line, when there is any.
 * @param {string} [root]
 * @returns {string}
 */
export function assertWords(root = process.cwd()) {
  const findings = checkWords(root);
  if (findings.length > 0) {
    const error = new Error(wordsProblems(findings));
    error.name = 'WordsError';
    throw error;
  }
  return `${wordsFiles(root).length} files, every language`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`words: ${assertWords()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
