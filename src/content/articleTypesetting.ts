/**
 * How an article's text is set for reading, at build time: no-break spaces
 * where a line must not split, soft hyphens in long words by each
 * language's rules. Applied to the text nodes of an article as it is read
 * (articleSource.ts).
 */
import german from 'hyphen/de-1996';
import french from 'hyphen/fr';
import italian from 'hyphen/it';
import english from 'hyphen/en-gb';
import { localeSettings, type Locale } from '../lib/locales';

/**
 * An editor types an ordinary space; a line must not split a date or an
 * amount, so inside those it becomes a no-break space, as the formatter
 * writes them everywhere else («1.\u00a0September\u00a02023», «CHF\u00a09.99»).
 */
export function keptTogether(text: string, locale: Locale): string {
  const months = localeSettings[locale].writes.months.join('|');
  return text
    .replace(new RegExp(`(\\d\\.?|1er) (?=(${months})(?!\\p{L}))`, 'gu'), '$1\u00a0')
    .replace(new RegExp(`(?<!\\p{L})(${months}) (?=\\d{4})`, 'gu'), '$1\u00a0')
    .replace(/CHF (?=\d)/g, 'CHF\u00a0')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0');
}

/** Each language's hyphenation (the `hyphen` package's TeX patterns; German after the 1996 reform, English British). */
const hyphenators: Readonly<Record<Locale, typeof german>> = { 'de-CH': german, 'fr-CH': french, 'it-CH': italian, 'en-CH': english };

/**
 * Soft hyphens in the long words of an article's text, where its language
 * breaks them: the words files write them by hand in long compounds, and an
 * editor's «Standarddatenschutzklauseln» would otherwise break anywhere on a
 * narrow phone (Chromium and WebKit know no hyphenation of their own here).
 */
export function hyphenated(text: string, locale: Locale): string {
  return hyphenators[locale].hyphenateSync(text, { minWordLength: 12 });
}
