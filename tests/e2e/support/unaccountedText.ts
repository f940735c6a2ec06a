import type { Page } from 'playwright-core';
import { formatterFor } from '../../../src/lib/format';
import { contentFor, wordsFor } from '../../../src/content/siteContent';
import { localeSettings, locales, type Locale } from '../../../src/lib/locales';

/*
 * Does every word a French page shows come from the French content? Each
 * text the page shows or announces (text, names, descriptions, its title
 * and description) is taken apart by the French content's own strings,
 * the language-neutral facts (the operator's name, address, brand) and
 * what the formatter and the language switch write; what is left must
 * hold no word. A sentence written into a component instead of the
 * content layer, a German label left behind, a message the content lacks:
 * each is left over, and the pass names it.
 *
 * The classic pseudo-locale marks every content string in a build of its
 * own; this needs no third build, and reads the page the visitor gets.
 */

type Module = Record<string, unknown>;

/** Every string in `value`, and the literal pieces of its functions (a message such as `(n) => \`${n} places\``). */
function stringsIn(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  // A template such as 'Étape {step} sur {total}' is known piece by piece.
  if (typeof value === 'string') for (const piece of value.split(/\{\w+\}/)) into.add(piece);
  else if (typeof value === 'function') {
    const pieces = [...value.toString().matchAll(/['"`]([^'"`$]*)/g), ...value.toString().matchAll(/\}([^`$]*)[`$]/g)].map(([, piece]) => piece);
    // A message assembled by code: its literal pieces, and their words (code may join them in any order).
    for (const piece of pieces) if (piece && /\p{L}{2}/u.test(piece)) {
      into.add(piece);
      for (const word of piece.match(/\p{L}[\p{L}’'-]*\p{L}/gu) ?? []) into.add(word);
    }
  } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) stringsIn(item, into, seen);
  }
  return into;
}

/** Facts in no language: operator, plans' figures, service facts, paths (the registry of languages aside, which holds them all). */
const neutralModules = import.meta.glob<Module>(['../../../src/content/*.ts', '../../../src/content/legal/*.ts', '!**/*.test.ts', '!**/siteContent.ts', '!**/index.ts'], { eager: true });

/** What the formatter writes in `locale` beyond figures: the months. */
function formatterWords(locale: Locale): string[] {
  const format = formatterFor(locale);
  return Array.from({ length: 12 }, (_, month) => format.date(`2026-${String(month + 1).padStart(2, '0')}-15`));
}

/** Addresses (links, e-mail, paths) are not words a reader reads as language: both sides lose them the same way. */
const ADDRESS = /https?:\/\/\S+|\S+@\S+\.\w+|(?<=^|\s)\/[\w/#?=&.-]+/g;
const ADDRESS_MARK = '\u0000';
function withoutAddresses(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(ADDRESS, ADDRESS_MARK);
}

const known = new Map<Locale, string[]>();

/** The strings a page in `locale` may show, longest first (so a sentence goes before a word inside it). */
function knownStrings(locale: Locale): string[] {
  let strings = known.get(locale);
  if (!strings) {
    const set = new Set<string>();
    // The language's words as written (a template's pieces, where a message is composed by code) and as composed.
    stringsIn(wordsFor(locale), set);
    stringsIn(contentFor(locale), set);
    for (const module of Object.values(neutralModules)) stringsIn(module, set);
    for (const other of locales) set.add(localeSettings[other].name).add(localeSettings[other].short);
    for (const word of formatterWords(locale)) set.add(word);
    strings = [...set].flatMap((text) => withoutAddresses(text).split(ADDRESS_MARK)).map((text) => text.trim()).filter((text) => text.length >= 2).sort((a, b) => b.length - a.length);
    known.set(locale, strings);
  }
  return strings;
}

/**
 * Words of two letters or more that `text` keeps after every known string
 * is taken out of it; `candidates` narrows the known strings to those the
 * whole page holds (thousands of strings, a few dozen on any one page).
 */
export function leftOver(text: string, locale: Locale, candidates = knownStrings(locale)): string[] {
  let rest = ` ${withoutAddresses(text)} `;
  if (!/\p{L}{2}/u.test(rest)) return [];
  for (const known of candidates) {
    if (rest.includes(known)) rest = rest.split(known).join(ADDRESS_MARK);
    if (!/\p{L}{2}/u.test(rest)) return [];
  }
  return rest.match(/\p{L}[\p{L}’'-]*\p{L}/gu) ?? [];
}

/** Every text a page shows or announces: text nodes, names, descriptions, placeholders, its title and description. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    // A link's or a button's words are one text, however its markup splits them (a label whose last word is bound to an icon);
    // so is a text with break opportunities (<wbr>) written into it, such as a file name.
    const whole = 'a, button, :has(> wbr)';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      // Code samples are code, in no language.
      acceptNode: (node) => (node.parentElement?.closest(`script, style, noscript, template, pre, code, kbd, samp, ${whole}`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of Array.from(document.body.querySelectorAll(whole))) {
      if (!element.closest('pre, code')) texts.push(element.textContent ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description], [aria-roledescription]'))) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-roledescription']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.filter((text) => /\S/.test(text));
  });
}

/** The texts of `page` with words no content of `locale` accounts for, each with the words left over. */
export async function unaccountedTexts(page: Page, locale: Locale): Promise<string[]> {
  const found = new Set<string>();
  const texts = await readableTexts(page);
  const whole = texts.map(withoutAddresses).join(ADDRESS_MARK);
  const candidates = knownStrings(locale).filter((known) => whole.includes(known));
  for (const text of texts) {
    const words = leftOver(text, locale, candidates);
    if (words.length > 0) found.add(`«${text.trim().slice(0, 80)}»: ${words.join(', ')}`);
  }
  return [...found];
}
