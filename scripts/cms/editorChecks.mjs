// The build's checks, run by the editor's server on what a save would
// write, before decap-server writes it (scripts/cms/editorServer.mjs): the
// words check on a words file (scripts/content/wordsCheck.mjs), the
// article's rules on an article (src/content/articleSource.ts, loaded by
// the server through Vite). A save the build would refuse never reaches
// the disk; the editor shows the build's own findings.
//
// What an editor does not see is put right here, so that what Decap
// writes is what the build reads, and a diff shows only what was edited:
// - a words file keeps the order its text on disk has (wordsOrder.mjs);
// - an article's optional field left empty in a language (Decap writes
//   `updated: null`, `sample: ''`) is left out, and a language no one has
//   written yet (Decap writes the shared fields into every language's file)
//   gets no file;
// - an article's file whose fields and text are those on disk stays as it
//   is on disk (Decap writes every language's file in its own YAML style
//   whenever one language changes).
import { isDeepStrictEqual } from 'node:util';
import { JSON_SCHEMA, load as parseYaml } from 'js-yaml';
import { savedWords } from './wordsOrder.mjs';

/** A front matter line of a top-level field with no value: `key:`, `key: null`, `key: ''`, `key: ""`, `key: []`. */
const EMPTY_FIELD = /^([A-Za-z][\w-]*):[ \t]*(?:null|~|''|""|\[\])?[ \t]*$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;

/**
 * An article's text with its empty fields left out, lines and order
 * otherwise as Decap wrote them.
 * @param {string} source
 * @returns {string}
 */
export function withoutEmptyFields(source) {
  const matter = FRONT_MATTER.exec(source);
  if (!matter) return source;
  const lines = matter[1].split(/\r?\n/);
  // A key whose value continues on the next, indented lines (a list, a block) is not empty.
  const kept = lines.filter((line, index) => !(EMPTY_FIELD.test(line) && !/^[ \t]+\S|^[ \t]*- /.test(lines[index + 1] ?? '')));
  return `---\n${kept.join('\n')}\n---${matter[2]}${source.slice(matter[0].length)}`;
}

/** An article's fields and text, to compare two files by what they say; none when its front matter cannot be read. */
function contentOf(source) {
  const matter = FRONT_MATTER.exec(source);
  if (!matter) return undefined;
  try {
    return { fields: parseYaml(matter[1], { schema: JSON_SCHEMA }), text: source.slice(matter[0].length).trim() };
  } catch {
    return undefined;
  }
}

/** Whether an article's file holds only what every language shares: no title, no summary, no text. */
export function untranslated(source) {
  const matter = FRONT_MATTER.exec(source);
  if (!matter) return false;
  const field = (name) => new RegExp(`^${name}:[ \\t]*\\S`, 'm').test(withoutEmptyFields(source).split(/\r?\n---/)[0] ?? '');
  return !field('title') && !field('summary') && source.slice(matter[0].length).trim() === '';
}

/**
 * Checks what a `persistEntry` would write and prepares it as the build
 * reads it. `rules` are the build's own functions; `onDisk(path)` the text
 * of a file as the branch holds it (undefined when there is none);
 * `articlesOnDisk(language)` every article of a language (path → text);
 * `pictures` the addresses of the blog's pictures an article may name
 * (those in its media folder and those uploaded with this save).
 * Returns the data files to write and the findings (none when it may be saved).
 * @param {{ path: string, raw: string, newPath?: string }[]} dataFiles
 * @param {{
 *   languages: readonly string[],
 *   placeOf: (path: string) => { kind: string, language?: string },
 *   checkWordsText: (text: string, path: string) => string[],
 *   readArticle: (path: string, source: string, surroundings: { pictures: Set<string> }) => { findings: string[], article?: unknown },
 *   articleLinkFindings: (articles: unknown[], sources: Record<string, string>) => string[],
 *   onDisk: (path: string) => Promise<string | undefined>,
 *   articlesOnDisk: (language: string) => Promise<Record<string, string>>,
 *   pictures: Set<string>,
 * }} rules
 * @returns {Promise<{ dataFiles: { path: string, raw: string, newPath?: string }[], findings: string[] }>}
 */
export async function checkedSave(dataFiles, rules) {
  const findings = [];
  const kept = [];
  const articles = new Map();
  for (const file of dataFiles) {
    const target = file.newPath ?? file.path;
    const place = rules.placeOf(file.path);
    if (place.kind === 'words') {
      let text;
      try {
        text = savedWords(file.raw, await rules.onDisk(file.path));
      } catch {
        text = file.raw;
      }
      findings.push(...rules.checkWordsText(text, file.path));
      kept.push({ ...file, raw: text });
      continue;
    }
    const written = withoutEmptyFields(file.raw);
    const before = await rules.onDisk(file.path);
    // A language nobody has written yet: no file, unless one is there already (the build reads it as no article).
    if (untranslated(written) && before === undefined) continue;
    const unchanged = before !== undefined && !file.newPath && contentOf(written) !== undefined && isDeepStrictEqual(contentOf(written), contentOf(before));
    const source = unchanged ? before : written;
    kept.push({ ...file, raw: source });
    const result = rules.readArticle(target, source, { pictures: rules.pictures });
    findings.push(...result.findings);
    if (result.article) articles.set(target, { language: place.language, article: result.article, source });
  }
  // Links between articles: to one of the same language, as the build will have them.
  for (const language of new Set([...articles.values()].map((entry) => entry.language))) {
    const sources = { ...(await rules.articlesOnDisk(language)) };
    for (const file of dataFiles) if (file.newPath) delete sources[file.path];
    for (const [path, entry] of articles) if (entry.language === language) sources[path] = entry.source;
    const all = Object.entries(sources).flatMap(([path, source]) => {
      if (articles.has(path)) return [articles.get(path).article];
      const { article } = rules.readArticle(path, source, { pictures: rules.pictures });
      return article ? [article] : [];
    });
    const saved = new Set(articles.keys());
    findings.push(...rules.articleLinkFindings(all, sources).filter((finding) => saved.has(finding.split(':')[0])));
  }
  return { dataFiles: kept, findings };
}
