// The editor's configuration (Decap CMS, `npm run cms`), generated from the
// words files' shape (src/content/wordsShape.json) on every request for
// /admin/config.yml, so it never differs from what the build checks:
//
// - one file collection per group (cms/files.json: pages, shared, legal),
//   one entry per words file, every language of it side by side
//   (`i18n: single_file`, the file's own format: `{ "de": …, "fr": … }`);
// - a field per key, labelled in German (cms/labels.json), a long text as a
//   text area; lists keyed by the structure's ids are groups of fields,
//   other lists can be reworded but not lengthened, shortened or reordered;
// - the words check's rules where Decap can hold them: every text required
//   and not blank, its placeholders named in the hint and held by a pattern.
//
// JSON is YAML, so the configuration is served as JSON text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORDS_FOLDER } from '../content/wordsFiles.mjs';
import { placeholdersOf, SHAPE_FILE } from '../content/wordsShape.mjs';
import { entryNameOf } from './entryName.mjs';

/**
 * Where the editor may write: the words files' folder's parent, as decap-server's repository.
 * @type {string}
 */
export const CMS_REPOSITORY = 'src/content';

/** A German text this long or with a line break gets a text area. */
const LONG_TEXT = 80;

const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * A pattern that holds a text to its placeholders: every `required` one present, none but the `allowed`, not blank.
 * @param {string[]} required
 * @param {string[]} allowed
 * @returns {string}
 */
export function placeholderPattern(required, allowed) {
  const escape = (name) => name.replace(/[^\w]/g, '\\$&');
  const present = required.map((name) => `(?=[\\s\\S]*\\{${escape(name)}\\})`).join('');
  const known = allowed.length > 0 ? `(?!${allowed.map((name) => `${escape(name)}\\}`).join('|')})` : '';
  return `^${present}(?![\\s\\S]*\\{${known}\\w+\\})(?=[\\s\\S]*\\S)[\\s\\S]*$`;
}

/** What Decap shows after «<Label> entspricht nicht dem Muster:», which it ends with a full stop. */
function placeholderMessage(required, labels) {
  if (required.length === 0) return 'ein Text ohne {Platzhalter}, denn die Website setzt hier keine Werte ein';
  return `ein Text mit ${required.map((name) => `{${name}}`).join(', ')} genau so geschrieben (${required.map((name) => labels.placeholders[name] ?? name).join('; ')}) und ohne andere {Platzhalter}`;
}

function placeholderHint(names, labels) {
  if (names.length === 0) return undefined;
  return `Platzhalter, die die Website ersetzt – stehen lassen, nur verschieben: ${names.map((name) => `{${name}} ${labels.placeholders[name] ?? ''}`.trim()).join(' · ')}`;
}

/** A group's keys that hold some text: a group with none (a service that sets no cookies: `{}`) has no field, and is saved as it is. */
const holdsText = (shape) => shape.kind !== 'object' || Object.values(shape.properties).some(holdsText);
const withTexts = (properties) => Object.entries(properties).filter(([, shape]) => holdsText(shape));

/**
 * The Decap field of one key or list item: `shape` from wordsShape.json,
 * `german` the German words at its place, `at` its place in the file,
 * `table` the placeholders each German text takes, `named` those the
 * docs name on the way down.
 */
function fieldOf({ name, shape, german, at, table, named, labels, depth, hintAll = [] }) {
  const names = shape.doc ? [...named, ...placeholdersOf(shape.doc)] : named;
  const base = { name, label: labels.keys[name] ?? name, i18n: true, ...(shape.optional && { required: false }) };
  switch (shape.kind) {
    case 'text': {
      const takes = table[at] ?? [];
      const allowed = [...new Set([...takes, ...names])];
      // A translation may write another value its doc names instead (scripts/content/wordsCheck.mjs): then none is required.
      const required = names.some((candidate) => !takes.includes(candidate)) ? [] : takes;
      const long = typeof german === 'string' && (german.length > LONG_TEXT || german.includes('\n'));
      const shown = takes.length > 0 ? takes : allowed.filter((candidate) => hintAll.includes(candidate) || (typeof german === 'string' && german.includes(`{${candidate}}`)));
      const hint = placeholderHint(shown, labels);
      return { ...base, widget: long ? 'text' : 'string', ...(hint && { hint }), pattern: [placeholderPattern(required, allowed), placeholderMessage(required, labels)] };
    }
    case 'choice':
      return { ...base, widget: 'select', options: shape.values };
    case 'number':
      return { ...base, widget: 'number', value_type: Number.isInteger(german) ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object':
      return {
        ...base,
        widget: 'object',
        // A file's sections start closed: the editor opens the one to change.
        collapsed: depth > 0,
        fields: withTexts(shape.properties).map(([key, inner]) =>
          fieldOf({ name: key, shape: inner, german: german?.[key], at: at ? `${at}.${key}` : key, table, named: names, labels, depth: depth + 1, hintAll }),
        ),
      };
    case 'list':
    case 'tuple': {
      const item = shape.kind === 'tuple' ? shape.items[0] : shape.item;
      // One field stands for every item, whose placeholders differ: it allows those of any item and requires none.
      const inItems = Object.entries(table).flatMap(([place, takes]) => (place.startsWith(`${at}.`) ? takes : []));
      const repeated = fieldOf({ name: 'item', shape: item, german: Array.isArray(german) ? german[0] : undefined, at: `${at}.0`, table: {}, named: [...new Set([...names, ...inItems])], labels, depth: depth + 1, hintAll: inItems });
      const fixed = { allow_add: false, allow_remove: false, allow_reorder: false, collapsed: depth > 1 };
      if (repeated.widget === 'object') {
        const first = repeated.fields.find((field) => field.widget === 'string' || field.widget === 'text');
        return { ...base, widget: 'list', ...fixed, fields: repeated.fields, ...(first && { summary: `{{fields.${first.name}}}` }) };
      }
      return { ...base, widget: 'list', ...fixed, field: { ...repeated, label: labels.keys.item ?? 'Eintrag' } };
    }
    default:
      throw new Error(`${at}: the editor has no field for «${shape.kind}»`);
  }
}

/** The blog's articles: the folder under CMS_REPOSITORY, one folder per language in it (src/content/blogArticles.ts). */
export const ARTICLES_FOLDER = 'blog';

/**
 * The blog's articles as a folder collection: one Markdown file per
 * article and language, in the language's folder under the same name, as
 * the build reads them (src/content/blogArticles.ts). The tags and the
 * authors are those the words files name (the blog's tags, the team of the
 * About page), so the editor offers only what the build accepts; title and
 * summary are held to the lengths it asks.
 */
function articlesCollection({ languages, labels, german }) {
  // In the order the German words list them, which is the structure's.
  const tags = Object.keys(german.blog.tags).map((tag) => ({ label: german.blog.tags[tag], value: tag }));
  const authors = Object.keys(german.about.team.members).map((id) => ({ label: labels.keys[id] ?? id, value: id }));
  const date = (name, label, required) => ({ name, label, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false, picker_utc: true, required, i18n: 'duplicate' });
  return {
    name: 'articles',
    label: 'Blog',
    label_singular: 'Artikel',
    folder: ARTICLES_FOLDER,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    identifier_field: 'title',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    i18n: { structure: 'multiple_folders', locales: languages, default_locale: languages[0] },
    editor: { preview: false },
    fields: [
      { name: 'title', label: 'Titel', widget: 'string', i18n: true, hint: 'Die Überschrift des Artikels und sein Titel in Suchergebnissen: 28 bis 48 Zeichen.', pattern: ['^.{28,48}$', '28 bis 48 Zeichen'] },
      { name: 'summary', label: 'Zusammenfassung', widget: 'text', i18n: true, hint: 'Ein oder zwei Sätze für die Artikelkarte und die Suchergebnisse: 120 bis 160 Zeichen.', pattern: ['^[\\s\\S]{120,160}$', '120 bis 160 Zeichen'] },
      date('date', 'Veröffentlicht am', true),
      date('updated', 'Aktualisiert am', false),
      { name: 'author', label: 'Autorin oder Autor', widget: 'select', options: authors, i18n: 'duplicate' },
      { name: 'tags', label: 'Themen', widget: 'select', multiple: true, min: 1, options: tags, i18n: 'duplicate' },
      { name: 'sample', label: 'Beispielhinweis', widget: 'string', required: false, i18n: 'duplicate', hint: 'Nur für Beispielartikel vor dem Livegang; bei einem echten Artikel leer lassen.' },
      { name: 'body', label: 'Text', widget: 'markdown', i18n: true, buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list', 'code'], editor_components: ['code-block'], hint: 'Zwischentitel mit «##», keine Bilder und kein HTML. Links auf Seiten der Website als Pfad, z. B. /de/pricing.' },
    ],
  };
}

/**
 * The editor's configuration for the project at `root`; `backendUrl` is where decap-server's middleware answers.
 * @param {{ root?: string, backendUrl: string, labels?: { keys: Record<string, string>, placeholders: Record<string, string> } }} options
 * @returns {unknown}
 */
export function cmsConfig({ root = process.cwd(), backendUrl, labels = readJson(root, 'cms/labels.json') }) {
  const { languages, files: shapes, placeholders } = readJson(root, SHAPE_FILE);
  const { groups, files } = readJson(root, 'cms/files.json');
  const folder = path.posix.relative(CMS_REPOSITORY, WORDS_FOLDER);
  const entryOf = (file) => {
    const german = readJson(root, `${WORDS_FOLDER}/${file}`)[languages[0]];
    const shape = shapes[file];
    const table = placeholders[file] ?? {};
    const fields = withTexts(shape.properties).map(([key, inner]) => fieldOf({ name: key, shape: inner, german: german?.[key], at: key, table, named: [], labels, depth: 1 }));
    return { name: entryNameOf(file), label: files[file].label, file: `${folder}/${file}`, format: 'json', i18n: true, fields };
  };
  return {
    // The local backend: decap-server on this machine, writing the words files; no account, no hosted service.
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: { url: backendUrl, allowed_hosts: ['localhost', '127.0.0.1'] },
    locale: 'de',
    // Nothing is uploaded; Decap asks for a folder all the same.
    media_folder: `${folder}/media`,
    i18n: { structure: 'single_file', locales: languages, default_locale: languages[0] },
    // An article's address is its file's name: lower-case letters, digits and hyphens, as the build asks.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      articlesCollection({ languages, labels, german: { blog: readJson(root, `${WORDS_FOLDER}/blog.json`)[languages[0]], about: readJson(root, `${WORDS_FOLDER}/about.json`)[languages[0]] } }),
      ...Object.entries(groups).map(([group, label]) => ({
      name: group,
      label,
      i18n: true,
      editor: { preview: true },
      files: Object.keys(files)
        .filter((file) => files[file].group === group)
        .map(entryOf),
      })),
    ],
  };
}
