/**
 * How an article's text is set for reading, at build time: no-break spaces
 * where a line must not split, soft hyphens in long words by each
 * language's rules, and only where a reader is helped by them. Applied to
 * an article's tree as it is read (articleSource.ts), so the page, the feed
 * and every later reader of the tree get the same text.
 */
import type { Nodes, Root, Text } from 'mdast';
import german from 'hyphen/de-1996';
import french from 'hyphen/fr';
import italian from 'hyphen/it';
import english from 'hyphen/en-gb';
import { localeSettings, type Locale } from '../lib/locales';

const NBSP = '\u00a0';
const SOFT_HYPHEN = '\u00ad';

/**
 * What stands before a number and belongs with it on one line, per
 * language: the law's article, paragraph and number («Art.\u00a017»,
 * «Abs.\u00a02», «Nr.\u00a03»), an annex, a standard («ISO\u00a027001», «SOC\u00a02»).
 */
const beforeNumber: Readonly<Record<Locale, ReadonlyArray<string>>> = {
  'de-CH': ['Art.', 'Abs.', 'Nr.', 'lit.', 'Ziff.', 'S.', 'Anhang', 'ISO', 'SOC'],
  'fr-CH': ['art.', 'Art.', 'al.', 'ch.', 'let.', 'n°', 'no', 'p.', 'annexe', 'ISO', 'SOC'],
  'it-CH': ['art.', 'Art.', 'cpv.', 'n.', 'lett.', 'cifra', 'p.', 'allegato', 'ISO', 'SOC'],
  'en-CH': ['Art.', 'para.', 'No.', 'p.', 'Annex', 'ISO', 'SOC'],
};

/**
 * Units and counted things a figure is set with, per language: a line
 * breaks neither «30\u00a0Tage» nor «60’000\u00a0Tokens» nor «12\u00a0%».
 * Symbols and abbreviations every language writes the same way come first.
 */
const unitsAfterNumber: Readonly<Record<Locale, ReadonlyArray<string>>> = {
  'de-CH': ['Tokens?', 'Wörter(?:n)?', 'Zeichen', 'Seiten?', 'Tage(?:n)?', 'Wochen', 'Monate(?:n)?', 'Jahre(?:n)?', 'Stunden', 'Minuten', 'Franken', 'Millionen', 'Million', 'Mio\\.', 'Mrd\\.'],
  'fr-CH': ['tokens?', 'mots?', 'caractères', 'pages?', 'jours?', 'semaines?', 'mois', 'ans', 'heures?', 'minutes?', 'francs?', 'millions?', 'mio', 'mrd'],
  'it-CH': ['token', 'parole', 'caratteri', 'pagine', 'giorni', 'settimane', 'mesi', 'anni', 'ore', 'minuti', 'franchi', 'milioni', 'mio\\.', 'mrd\\.'],
  'en-CH': ['tokens?', 'words', 'characters', 'pages', 'days', 'weeks', 'months', 'years', 'hours', 'minutes', 'francs', 'million', 'billion'],
};
const SYMBOL_UNITS = ['%', 'CHF', 'EUR', 'kB', 'MB', 'GB', 'TB', 'ms', 'km', 'kg'];

/** A word of a unit, as a pattern that must end where the word does. */
const unitPattern = (locale: Locale) => new RegExp(`(\\d) (?=(?:${[...SYMBOL_UNITS, ...unitsAfterNumber[locale]].join('|')})(?![\\p{L}\\d]))`, 'gu');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An editor types an ordinary space; a line must not split a date, an
 * amount, a reference to the law or a figure and its unit, so inside those
 * it becomes a no-break space, as the formatter writes them everywhere else
 * («1.\u00a0September\u00a02023», «CHF\u00a09.99», «Art.\u00a017», «30\u00a0Tage»).
 */
export function keptTogether(text: string, locale: Locale): string {
  const months = localeSettings[locale].writes.months.join('|');
  const references = beforeNumber[locale].map(escaped).join('|');
  return text
    .replace(new RegExp(`(\\d\\.?|1er) (?=(${months})(?!\\p{L}))`, 'gu'), `$1${NBSP}`)
    .replace(new RegExp(`(?<!\\p{L})(${months}) (?=\\d{4})`, 'gu'), `$1${NBSP}`)
    .replace(/CHF (?=\d)/g, `CHF${NBSP}`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
    .replace(new RegExp(`(?<![\\p{L}.])(${references}) (?=\\d)`, 'gu'), `$1${NBSP}`)
    .replace(unitPattern(locale), `$1${NBSP}`);
}

/** Each language's hyphenation (the `hyphen` package's TeX patterns; German after the 1996 reform, English British). */
const hyphenators: Readonly<Record<Locale, typeof german>> = { 'de-CH': german, 'fr-CH': french, 'it-CH': italian, 'en-CH': english };

/**
 * Where the patterns break a word so that its first part reads as another
 * word («Datenschutzer-/klärung», «Spende-/rinnen», «Vertragsen-/de»): each
 * such word as it may break, as TeX's `\hyphenation` list writes it. A
 * word the articles bring and the patterns break badly goes here, in every
 * form the articles use.
 */
const betterBreaks: Readonly<Record<Locale, ReadonlyArray<string>>> = {
  'de-CH': [
    'Da-ten-schutz-erklä-rung',
    'Da-ten-schutz-erklä-run-gen',
    'Fol-gen-abschät-zung',
    'Fol-gen-abschät-zun-gen',
    'Spen-derin-nen',
    'Ver-trags-ende',
    'Un-ter-auf-trags-bear-bei-ter',
    'Un-ter-auf-trags-bear-bei-tern',
  ],
  'fr-CH': [],
  'it-CH': [],
  'en-CH': [],
};

/**
 * The rules of a break in running text: words of 12 letters or more, never
 * fewer than three letters on either side of the hyphen, and breaks spaced
 * out so that lines ending in a hyphen seldom follow one another: after a
 * word that may break (with soft hyphens, or a hyphen of its own as in
 * «Enterprise-Plan»), the next `spacing` characters break no word shorter
 * than `alwaysFrom` letters. A word of `alwaysFrom` letters or more always
 * may break: it may not fit a phone's line whole (docs/decisions/020).
 */
export const hyphenation = { minWordLength: 12, minBefore: 3, minAfter: 3, spacing: 40, alwaysFrom: 22 } as const;

/** A word and its soft hyphens: letters only, so a hard hyphen («Non-Profit») ends one word and starts the next. */
const HYPHENATED_WORD = /[\p{L}\u00ad]+/gu;

/** Drops the soft hyphens of a word that would leave fewer than `minBefore` letters before them or `minAfter` after them. */
function withinFragments(word: string): string {
  if (!word.includes(SOFT_HYPHEN)) return word;
  const letters = word.replaceAll(SOFT_HYPHEN, '').length;
  let before = 0;
  let kept = '';
  for (const character of word) {
    if (character !== SOFT_HYPHEN) {
      before += 1;
      kept += character;
    } else if (before >= hyphenation.minBefore && letters - before >= hyphenation.minAfter) kept += character;
  }
  return kept;
}

/**
 * Soft hyphens in the long words of an article's running text, where its
 * language breaks them and no fragment of fewer than three letters is left
 * on either line: the words files write them by hand in long compounds, and
 * an editor's «Standarddatenschutzklauseln» would otherwise break anywhere
 * on a narrow phone (Chromium and WebKit know no hyphenation of their own
 * here). Headings and table cells get none (typesetArticle).
 */
export function hyphenated(text: string, locale: Locale): string {
  const broken = hyphenators[locale].hyphenateSync(text, { minWordLength: hyphenation.minWordLength, exceptions: [...betterBreaks[locale]] });
  return broken.replace(HYPHENATED_WORD, withinFragments);
}

/** A word as the spacing of breaks counts it: letters, digits and the hyphens inside it. */
const WORD = /[\p{L}\p{N}’'\u00ad]+(?:-[\p{L}\p{N}’'\u00ad]+)*/gu;

/** Where a text node stands: in running text, in a heading, in a table's cell. */
type Setting = 'running' | 'heading' | 'cell';

/**
 * Sets an article's text as read (its tree, in place): every text node
 * keeps dates, amounts, references and units together; running text takes
 * soft hyphens, spaced out, headings and table cells none (a heading is
 * read at a glance, and a table's column widens to its longest word and
 * scrolls instead); the last word of a paragraph or list item is never
 * broken, so no fragment («siert.») stands alone on a paragraph's last
 * line. Code keeps its text as written.
 */
export function typesetArticle(body: Root, locale: Locale): void {
  const blocks: Array<{ setting: Setting; texts: Text[] }> = [];
  const visit = (node: Nodes, block: { setting: Setting; texts: Text[] } | null) => {
    if (node.type === 'text') {
      block?.texts.push(node);
      return;
    }
    if (!('children' in node)) return;
    let own = block;
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      own = { setting: node.type === 'heading' ? 'heading' : node.type === 'tableCell' ? 'cell' : 'running', texts: [] };
      blocks.push(own);
    }
    for (const child of node.children as Nodes[]) visit(child, own);
  };
  visit(body, null);
  for (const { setting, texts } of blocks) {
    for (const text of texts) text.value = keptTogether(text.value, locale);
    if (setting === 'running') hyphenateRunning(texts, locale);
  }
}

/**
 * Soft hyphens in one paragraph's text nodes, in reading order, spaced out
 * (`hyphenation.spacing`), and none in its last word.
 */
function hyphenateRunning(texts: ReadonlyArray<Text>, locale: Locale): void {
  const words = texts.flatMap((text, node) => [...text.value.matchAll(WORD)].map((match) => ({ node, at: match.index, word: match[0] })));
  const lastWord = words.at(-1);
  // Characters read since the last word that may end a line with a hyphen; a paragraph starts clear.
  let since: number = hyphenation.spacing;
  let previousEnd = 0;
  let previousNode = 0;
  const replacements = new Map<number, Array<{ at: number; length: number; text: string }>>();
  for (const entry of words) {
    since += entry.node === previousNode ? entry.at - previousEnd : entry.at;
    previousEnd = entry.at + entry.word.length;
    previousNode = entry.node;
    if (entry.word.includes('-')) {
      since = 0;
      continue;
    }
    const letters = entry.word.replace(/[^\p{L}]/gu, '').length;
    if (letters < hyphenation.minWordLength || entry === lastWord) {
      since += entry.word.length;
      continue;
    }
    if (letters < hyphenation.alwaysFrom && since < hyphenation.spacing) {
      since += entry.word.length;
      continue;
    }
    const broken = hyphenated(entry.word, locale);
    if (broken.includes(SOFT_HYPHEN)) {
      since = 0;
      replacements.set(entry.node, [...(replacements.get(entry.node) ?? []), { at: entry.at, length: entry.word.length, text: broken }]);
    } else since += entry.word.length;
  }
  for (const [node, changes] of replacements) {
    const text = texts[node]!;
    text.value = changes.reduceRight((value, change) => `${value.slice(0, change.at)}${change.text}${value.slice(change.at + change.length)}`, text.value);
  }
}
