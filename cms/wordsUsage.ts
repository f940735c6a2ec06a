/**
 * Which pages show a words file's texts, and a language's content with one
 * file's words replaced: what the editor's preview renders (cms/) and what
 * the editors' page in Storybook lists. Found, not listed by hand: every
 * text of the file is marked, the language's content composed, and a page
 * shows the file where a mark reaches its content.
 */
import { contentFromWords, wordsFor, type LanguageWords, type SiteContent } from '../src/content/siteContent';
import { pageNames, type PageName } from '../src/lib/paths';
import { defaultLocale, type Locale } from '../src/lib/locales';

/** A words file by its path under src/content/words (`pricing.json`, `legal/terms.json`). */
export type WordsFile = string;

type Tree = { [key: string]: unknown };

/** The place of a file's words in a language's words: its module's path, and the export they sit under unless the file holds several. */
function placeOf(file: WordsFile, words: LanguageWords): { module: string[]; wrapped: string | null } {
  const module = file.replace(/\.json$/, '').split('/');
  let current: unknown = words;
  for (const key of module) current = (current as Tree)[key];
  const keys = Object.keys(current as Tree);
  const name = `${module.at(-1)}Words`;
  return { module, wrapped: keys.length === 1 && keys[0] === name ? name : null };
}

/** The module's words as the file holds them, in `words`. */
export function fileWords(file: WordsFile, words: LanguageWords): unknown {
  const { module, wrapped } = placeOf(file, words);
  let current: unknown = words;
  for (const key of module) current = (current as Tree)[key];
  return wrapped ? (current as Tree)[wrapped] : current;
}

/** `words` with the file's words replaced by `replacement` (what the editor holds now). */
export function withFileWords(file: WordsFile, words: LanguageWords, replacement: unknown): LanguageWords {
  const { module, wrapped } = placeOf(file, words);
  const replace = (tree: Tree, keys: string[]): Tree => {
    const [key, ...rest] = keys;
    if (key === undefined) return (wrapped ? { [wrapped]: replacement } : replacement) as Tree;
    return { ...tree, [key]: replace(tree[key] as Tree, rest) };
  };
  return replace(words as unknown as Tree, module) as unknown as LanguageWords;
}

/** A language's content with one file's words as the editor holds them. */
export function contentWithFileWords(file: WordsFile, locale: Locale, replacement: unknown): SiteContent {
  return contentFromWords(withFileWords(file, wordsFor(locale), replacement), locale);
}

const MARK = '\u2063\u2063';

function marked(value: unknown): unknown {
  if (typeof value === 'string') return `${MARK}${value}`;
  if (Array.isArray(value)) return value.map(marked);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
  return value;
}

/**
 * Whether a mark reaches `value` (a message function's result too: a text
 * built from a template). A component (an icon) is no words: it is never
 * called outside React.
 */
function reaches(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'string') return value.includes(MARK);
  if (typeof value === 'function' && !/^[A-Z]/.test(value.name)) {
    try {
      return reaches(value(0, 'x'), seen);
    } catch {
      return false;
    }
  }
  if (!value || typeof value !== 'object' || seen.has(value) || '$$typeof' in value) return false;
  seen.add(value);
  return Object.values(value).some((inner) => reaches(inner, seen));
}

const usage = new Map<WordsFile, PageName[]>();

/** The pages whose own content shows some text of the file (the shell's words reach every page and count for none). */
export function pagesShowing(file: WordsFile): PageName[] {
  let pages = usage.get(file);
  if (!pages) {
    const words = wordsFor(defaultLocale);
    const content = contentWithFileWords(file, defaultLocale, marked(fileWords(file, words)));
    pages = pageNames.filter((page) => {
      const { meta, ...own } = content.pages[page];
      void meta;
      return reaches(own);
    });
    usage.set(file, pages);
  }
  return pages;
}
