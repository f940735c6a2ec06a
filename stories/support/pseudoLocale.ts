import { contentFor, contentFromWords, wordsFor, type LanguageWords, type SiteContent } from '../../src/content/siteContent';
import { defaultLocale } from '../../src/lib/locales';
import { formatterFor } from '../../src/lib/format';
import { CLOSE, OPEN } from './pseudoMarks';

/*
 * The pseudo-locale: the default language's words, each accented, about
 * 40 % longer and between marks (⟦…⟧), built here at test time from the
 * words folder; paths, figures and dates stay the default language's.
 * Shown in a section, it finds before any translation exists what every
 * language would meet: text that no longer fits (cut off, sticking out,
 * scrolling sideways) and text written into a component (it has no marks).
 * Storybook's language toolbar offers it; the story run renders each
 * section in it once (.storybook/test-runner.ts).
 */

export { PSEUDO, PSEUDO_FINDINGS, type Pseudo } from './pseudoMarks';

/** Accents from the site's own alphabet (German and French), so the brand face draws them. */
const ACCENTED: Readonly<Record<string, string>> = { a: 'ä', e: 'é', i: 'î', o: 'ö', u: 'ü', c: 'ç', A: 'Ä', E: 'É', I: 'Î', O: 'Ö', U: 'Ü', C: 'Ç' };

/** How much longer a word gets: German is long already, and French and Italian run 10–30 % longer still. */
const LONGER = 0.4;

/** Not words a reader reads: addresses, e-mail, phone numbers. */
const ADDRESS = /^(https?:|mailto:|tel:|\/|#)|^\S+@\S+$/;

/**
 * Words longer than this grow no further: a long compound is as long in
 * the next language, where short words grow most. German's longest words
 * stay as long as they are.
 */
const LONGEST_GROWTH = 10;

/** A word accented and lengthened: each letter accented, letters repeated evenly (40 % for a short word, four letters at most). */
function pseudoWord(word: string): string {
  const extra = Math.round(Math.min(word.length, LONGEST_GROWTH) * LONGER);
  let out = '';
  for (let index = 0; index < word.length; index += 1) {
    const letter = ACCENTED[word[index]!] ?? word[index]!;
    out += letter;
    if (Math.floor(((index + 1) * extra) / word.length) > Math.floor((index * extra) / word.length)) out += letter;
  }
  return out;
}

/** A text in the pseudo-locale; placeholders (`{step}`) and addresses stay as they are. */
export function pseudoText(text: string): string {
  if (!/\p{L}/u.test(text) || ADDRESS.test(text.trim())) return text;
  const body = text
    .split(/(\{\w+\})/)
    .map((piece) => (/^\{\w+\}$/.test(piece) ? piece : piece.replace(/\p{L}+/gu, pseudoWord)))
    .join('');
  return `${OPEN}${body}${CLOSE}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text in `value` in the pseudo-locale; a message function's result too. */
function pseudoOf<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const message = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => {
      const result = message(...args);
      return typeof result === 'string' ? pseudoText(result) : result;
    }) as T;
  }
  if (Array.isArray(value)) return value.map(pseudoOf) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoOf(item)])) as T;
  return value;
}

let built: SiteContent | undefined;

/** The site's content in the pseudo-locale, composed as a language's is; built once, when first asked for. */
export function pseudoContent(): SiteContent {
  return (built ??= contentFromWords(pseudoOf<LanguageWords>(wordsFor(defaultLocale)), defaultLocale));
}

/** Every string of `value`. */
function stringsIn(value: unknown, into: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) stringsIn(item, into, seen);
  }
  return into;
}

const wordsOf = (text: string) => (text.match(/\p{L}{2,}/gu) ?? []).map((word) => word.toLocaleLowerCase('de-CH'));

/** Addresses (links, paths, e-mail) are not words a reader reads as language. */
const withoutAddresses = (text: string) => text.replace(/https?:\/\/\S+|\S+@\S+\.\w+|(?<=^|\s|\()\/[\w/#?=&.-]*/g, ' ');

/** `text` without its marked pieces (innermost first: a message may mark a text that holds marked words). */
function withoutMarked(text: string): string {
  const marked = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'g');
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(marked, ' ');
  }
  return text;
}

let unmarkedWords: Set<string> | undefined;

/**
 * The words a section may show without marks: those the composed content
 * holds outside marks (names, brands, addresses, a provider's company:
 * facts in no language), what the formatter writes (months, the currency),
 * and the default language's page titles and descriptions, which the SEO
 * audit's sections show as the data of the pages they audit.
 */
function wordsWithoutMarks(): Set<string> {
  if (!unmarkedWords) {
    const format = formatterFor(defaultLocale);
    const facts = stringsIn(pseudoContent()).map(withoutMarked);
    const formatted = [format.chf(1), ...Array.from({ length: 12 }, (_, month) => format.date(`2026-${String(month + 1).padStart(2, '0')}-15`))];
    const audited = stringsIn(contentFor(defaultLocale).pageMeta);
    unmarkedWords = new Set([...facts, ...formatted, ...audited].flatMap((text) => wordsOf(withoutAddresses(text))));
  }
  return unmarkedWords;
}

/** What is no prose of the section: code, and what a story adds around it (its address bar, a stand-in child). */
export const NOT_PROSE = 'pre, code, [data-story-chrome]';

export interface PseudoFindings {
  /** Words shown or announced without marks that no fact accounts for: written into a component, or left in German. */
  unmarked: string[];
  /** Elements whose text is cut off, or that stick out of the page sideways. */
  overflowing: string[];
}

/** Runs in the story's page: what the section in `root` shows wrongly in the pseudo-locale. */
export function pseudoFindings(root: HTMLElement): PseudoFindings {
  const allowed = wordsWithoutMarks();
  const describe = (element: Element) => `${element.tagName.toLowerCase()} «${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}»`;
  // Shown text in document order, so that marks around a text split by a link still pair up.
  const shown: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest(NOT_PROSE) && parent.checkVisibility()) shown.push(node.textContent ?? '');
  }
  const announced = [...root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')]
    .filter((element) => !element.closest(NOT_PROSE))
    .flatMap((element) => ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
  const texts = [shown.join(' '), ...announced];
  const unmarked = [...new Set(texts.flatMap((text) => wordsOf(withoutMarked(withoutAddresses(text)))).filter((word) => !allowed.has(word)))];

  const viewport = document.documentElement.clientWidth;
  const overflowing: string[] = [];
  if (document.documentElement.scrollWidth > viewport + 1) overflowing.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - viewport} px`);
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
    const clips = ['hidden', 'clip'].includes(style.overflowX);
    if (clips && element.scrollWidth > element.clientWidth + 1 && (element.textContent ?? '').trim() !== '') overflowing.push(`${describe(element)} cuts off ${element.scrollWidth - element.clientWidth} px of its text`);
  }
  return { unmarked, overflowing };
}
