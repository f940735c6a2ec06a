// The editor's configuration (Decap CMS, `npm run cms`), generated from the
// words files' shape (src/content/wordsShape.json) on every request for
// /admin/config.yml, so it never differs from what the build checks:
//
// - the editorial workflow on the repository (decap-server's Git mode,
//   through the editor's server): a draft is a branch, publishing merges
//   it into the branch the editor was started on;
// - one file collection per group (cms/files.json: pages, shared, legal),
//   one entry per words file, every language of it side by side
//   (`i18n: single_file`, the file's own format: `{ "de": …, "fr": … }`);
// - a field per key, labelled in German (cms/labels.json), a long text as a
//   text area; lists keyed by the structure's ids are groups of fields,
//   other lists can be reworded but not lengthened, shortened or reordered,
//   and say so;
// - the words check's rules where Decap can hold them, checked as the
//   editor types (fieldRules.mjs): every text required and not blank, its
//   placeholders, and the length its place allows (a page title by the SEO
//   audit's band, a heading, a button or a kicker by what fits on a phone).
//
// JSON is YAML, so the configuration is served as JSON text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORDS_FOLDER } from '../content/wordsFiles.mjs';
import { placeholdersOf } from '../content/placeholders.mjs';
import { SHAPE_FILE } from '../content/wordsShape.mjs';
import { entryNameOf } from './entryName.mjs';
import { EDITOR_PLACES, LARGEST_PICTURE } from './editorRequests.mjs';

const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** A German text this long or with a line break gets a text area. */
const LONG_TEXT = 80;

/** What every fixed list says under its label. */
const FIXED_LIST = 'Die Liste hat so viele Einträge, wie die Seite Plätze dafür hat: jeder lässt sich umformulieren; einen hinzufügen, entfernen oder umstellen ist eine Änderung an der Seite selbst und Sache der Entwicklung.';

/**
 * The lengths a text's place allows, by what it is: a key names its kind
 * (`title` a heading, `cta` a button …). Each limit is what its component
 * fits at 320 px, the narrowest phone the site is built for: a heading in
 * five lines of the largest type, a button or a kicker in one line. Any
 * other text may grow to two and a half times its German length, the room
 * its place was built for.
 */
const PLACE_LIMITS = [
  { kind: 'heading', keys: /^(title|heading|[a-z]+Title)$/, max: 90, why: 'eine Überschrift von bis zu 90 Zeichen passt in fünf Zeilen auf ein Telefon (320 px)' },
  { kind: 'button', keys: /^(cta|action|buttonText|secondaryButtonText|submit|primaryCta|acceptAll|rejectAll|save|close|showCalendar|retry|linkLabel|detailsLink)$/, max: 40, why: 'die Beschriftung einer Schaltfläche oder eines Links passt bis 40 Zeichen in eine Zeile auf einem Telefon (320 px)' },
  { kind: 'eyebrow', keys: /^eyebrow$/, max: 36, why: 'die kleine Zeile über einer Überschrift passt bis 36 Zeichen in eine Zeile auf einem Telefon (320 px)' },
];

/** What a page's title and description are called in a message. */
const META_NAMES = { title: 'Der Seitentitel', description: 'Die Beschreibung für Suchmaschinen' };

/**
 * The length rule of a text at `at` in `file` whose German words are
 * `german`; `facts.metaAdded` how much longer each page title and
 * description is as the page shows it, per language (the brand after it,
 * values filled in), `facts.metaBands` the SEO audit's bands.
 */
function lengthRule({ file, at, name, german, facts }) {
  const meta = file === 'pageMeta.json' ? /^pageMetaWords\.(\w+)\.(title|description)$/.exec(at) : null;
  if (meta && facts.metaAdded[meta[1]]) {
    const [, page, kind] = meta;
    const band = facts.metaBands[kind];
    const offsets = facts.metaAdded[page][kind];
    return {
      rule: { min: band.min, max: band.max, offsets, message: `${META_NAMES[kind]} hätte so {count} Zeichen, mit dem, was die Website anfügt und einsetzt; das SEO-Audit verlangt ${band.min} bis ${band.max}.` },
      hint: `${band.min} bis ${band.max} Zeichen, wie die Seite ${kind === 'title' ? 'ihn' : 'sie'} zeigt${offsets.de > 0 ? ` (die Website fügt etwa ${offsets.de} an)` : ''}.`,
    };
  }
  const place = PLACE_LIMITS.find((candidate) => candidate.keys.test(name));
  if (place) return { rule: { max: place.max, message: `Zu lang: {count} Zeichen; ${place.why}.` }, hint: `Bis ${place.max} Zeichen.` };
  const room = Math.ceil(Math.max(2.5 * (typeof german === 'string' ? german.length : 0), 120) / 10) * 10;
  return { rule: { max: room, message: `Zu lang: {count} Zeichen; die Stelle auf der Seite ist für einen Text wie den deutschen gebaut, bis ${room} Zeichen.` } };
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
function fieldOf({ name, shape, german, at, table, named, labels, depth, hintAll = [], file, facts }) {
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
      const length = lengthRule({ file, at, name, german, facts });
      const hint = [placeholderHint(shown, labels), length.hint].filter(Boolean).join(' ') || undefined;
      const described = Object.fromEntries(allowed.map((placeholder) => [placeholder, labels.placeholders[placeholder] ?? placeholder]));
      return { ...base, widget: long ? 'checked-text' : 'checked-string', ...(hint && { hint }), rule: { required, allowed, names: described, length: length.rule } };
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
          fieldOf({ name: key, shape: inner, german: german?.[key], at: at ? `${at}.${key}` : key, table, named: names, labels, depth: depth + 1, hintAll, file, facts }),
        ),
      };
    case 'list':
    case 'tuple': {
      const item = shape.kind === 'tuple' ? shape.items[0] : shape.item;
      // One field stands for every item, whose placeholders differ: it allows those of any item and requires none.
      const inItems = Object.entries(table).flatMap(([place, takes]) => (place.startsWith(`${at}.`) ? takes : []));
      // The longest German item: the one field stands for each, so it allows the room of the longest.
      const longest = Array.isArray(german) ? german.reduce((best, candidate) => (JSON.stringify(candidate ?? '').length > JSON.stringify(best ?? '').length ? candidate : best), german[0]) : undefined;
      const repeated = fieldOf({ name: 'item', shape: item, german: longest, at: `${at}.0`, table: {}, named: [...new Set([...names, ...inItems])], labels, depth: depth + 1, hintAll: inItems, file, facts });
      const fixed = { allow_add: false, allow_remove: false, allow_reorder: false, collapsed: depth > 1, hint: FIXED_LIST };
      // A collapsed item is named by its first words, not by «Eintrag».
      if (repeated.widget === 'object') {
        const first = repeated.fields.find((field) => field.widget === 'checked-string' || field.widget === 'checked-text');
        return { ...base, widget: 'list', ...fixed, fields: repeated.fields, ...(first && { summary: `{{fields.${first.name} | truncate(60, '…')}}` }) };
      }
      return { ...base, widget: 'list', ...fixed, summary: `{{fields.item | truncate(60, '…')}}`, field: { ...repeated, label: labels.keys.item ?? 'Eintrag' } };
    }
    default:
      throw new Error(`${at}: the editor has no field for «${shape.kind}»`);
  }
}

/**
 * The blog's articles as a folder collection: one Markdown file per
 * article and language, in the language's folder under the same name, as
 * the build reads them (src/content/articleSource.ts). The tags and the
 * authors are those the words files name (the blog's tags, the team of the
 * About page), so the editor offers only what the build accepts; title and
 * summary are held to the lengths the SEO audit asks, as a search result
 * shows them (`titleSuffix`: what the site adds after a title).
 */
function articlesCollection({ languages, labels, german, titleSuffix, metaBands }) {
  // In the order the German words list them, which is the structure's.
  const tags = Object.keys(german.blog.tags).map((tag) => ({ label: german.blog.tags[tag], value: tag }));
  const authors = Object.keys(german.about.team.members).map((id) => ({ label: labels.keys[id] ?? id, value: id }));
  // A date without a time: the day as the editor's clock in Zürich has it, shown as Swiss German writes it.
  const date = (name, label, required) => ({ name, label, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false, picker_utc: false, required, i18n: 'duplicate' });
  const { title, description: summary } = metaBands;
  const offset = titleSuffix.length;
  const noPlaceholders = { required: [], allowed: [] };
  return {
    name: 'articles',
    label: 'Blog',
    label_singular: 'Artikel',
    folder: EDITOR_PLACES.articles,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    identifier_field: 'title',
    summary: "{{title}} ({{date | date('DD.MM.YYYY')}})",
    sortable_fields: ['date', 'title'],
    i18n: { structure: 'multiple_folders', locales: languages, default_locale: languages[0] },
    editor: { preview: false },
    fields: [
      {
        name: 'title',
        label: 'Titel',
        widget: 'checked-string',
        i18n: true,
        hint: `Die Überschrift des Artikels und sein Titel in Suchergebnissen: ${title.min - offset} bis ${title.max - offset} Zeichen (die Website fügt «${titleSuffix}» an).`,
        rule: { ...noPlaceholders, length: { min: title.min, max: title.max, offset, message: `Der Titel hätte in Suchergebnissen so {count} Zeichen (mit «${titleSuffix}»); das SEO-Audit verlangt ${title.min} bis ${title.max}.` } },
      },
      {
        name: 'summary',
        label: 'Zusammenfassung',
        widget: 'checked-text',
        i18n: true,
        hint: `Ein oder zwei Sätze für die Artikelkarte und die Suchergebnisse: ${summary.min} bis ${summary.max} Zeichen.`,
        rule: { ...noPlaceholders, length: { min: summary.min, max: summary.max, message: `Die Zusammenfassung hat {count} Zeichen; als Beschreibung in Suchergebnissen verlangt das SEO-Audit ${summary.min} bis ${summary.max}.` } },
      },
      date('date', 'Veröffentlicht am', true),
      date('updated', 'Aktualisiert am', false),
      { name: 'author', label: 'Autorin oder Autor', widget: 'select', options: authors, i18n: 'duplicate' },
      { name: 'tags', label: 'Themen', widget: 'select', multiple: true, min: 1, options: tags, i18n: 'duplicate' },
      { name: 'sample', label: 'Beispielhinweis', widget: 'string', required: false, i18n: 'duplicate', hint: 'Nur für Beispielartikel vor dem Livegang; bei einem echten Artikel leer lassen.' },
      {
        name: 'cover',
        label: 'Titelbild',
        widget: 'image',
        required: false,
        i18n: 'duplicate',
        choose_url: false,
        media_library: { config: { max_file_size: LARGEST_PICTURE } },
        hint: `Über dem Text, auf der Artikelkarte und wenn jemand den Artikel teilt. Ein Foto, wie es von der Kamera oder vom Telefon kommt (JPEG, PNG, WebP, AVIF oder HEIC, bis ${LARGEST_PICTURE / 1024 / 1024} MB): die Website macht daraus die Grössen, die sie braucht.`,
      },
      {
        name: 'coverAlt',
        label: 'Was das Titelbild zeigt',
        widget: 'checked-string',
        required: false,
        i18n: true,
        hint: 'Ein Satz für Menschen, die das Bild nicht sehen, in jeder Sprache des Artikels, zum Beispiel «Zwei Kolleginnen besprechen einen Entwurf am Tisch». Pflicht, sobald es ein Titelbild gibt.',
        rule: { ...noPlaceholders, length: { max: 160, message: 'Zu lang: {count} Zeichen; ein Alternativtext sagt in einem Satz bis 160 Zeichen, was das Bild zeigt.' } },
      },
      {
        name: 'body',
        label: 'Text',
        widget: 'markdown',
        i18n: true,
        buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list', 'code'],
        editor_components: ['code-block', 'image'],
        media_library: { config: { max_file_size: LARGEST_PICTURE } },
        hint: 'Zwischentitel mit «## » am Anfang einer Zeile (oder «Überschriften» in der Leiste), kein HTML. Links auf Seiten der Website als Pfad, zum Beispiel /de/pricing. Ein Bild über «Einfügen» (+) › «Bild», mit einem Alternativtext in der Sprache dieser Spalte.',
      },
    ],
  };
}

/**
 * The editor's configuration for the project at `root`. `backend` is
 * Decap's: the editor's server on this machine (`{ name: 'proxy',
 * proxy_url, branch }`, `npm run cms`) or a team's Git host
 * (hostedBackend.mjs); either way drafts are branches until published.
 * `facts` is what the site shows that the words files alone do not say:
 * how much longer the pages show their titles and descriptions than the
 * words files write them, and what the site adds after a title
 * (cms/siteFacts.ts).
 * @param {{
 *   root?: string,
 *   backend: { name: string, branch: string, [key: string]: unknown },
 *   facts: import('../../cms/siteFacts').SiteFacts,
 *   labels?: { keys: Record<string, string>, placeholders: Record<string, string> },
 * }} options
 * @returns {unknown}
 */
export function cmsConfig({ root = process.cwd(), backend, facts, labels = readJson(root, 'cms/labels.json') }) {
  const { languages, files: shapes, placeholders } = readJson(root, SHAPE_FILE);
  const { groups, files } = readJson(root, 'cms/files.json');
  const entryOf = (file) => {
    const german = readJson(root, `${WORDS_FOLDER}/${file}`)[languages[0]];
    const shape = shapes[file];
    const table = placeholders[file] ?? {};
    const fields = withTexts(shape.properties).map(([key, inner]) => fieldOf({ name: key, shape: inner, german: german?.[key], at: key, table, named: [], labels, depth: 1, file, facts }));
    return { name: entryNameOf(file), label: files[file].label, file: `${WORDS_FOLDER}/${file}`, format: 'json', i18n: true, fields };
  };
  return {
    backend,
    // A save is a draft on a branch of its own; «Veröffentlichen» merges it.
    publish_mode: 'editorial_workflow',
    locale: 'de',
    media_folder: EDITOR_PLACES.media,
    public_folder: `/${path.posix.relative('src/content', EDITOR_PLACES.media)}`,
    i18n: { structure: 'single_file', locales: languages, default_locale: languages[0] },
    // An article's address is its file's name: lower-case letters, digits and hyphens, as the build asks.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      articlesCollection({ languages, labels, titleSuffix: facts.titleSuffix, metaBands: facts.metaBands, german: { blog: readJson(root, `${WORDS_FOLDER}/blog.json`)[languages[0]], about: readJson(root, `${WORDS_FOLDER}/about.json`)[languages[0]] } }),
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
