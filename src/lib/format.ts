/**
 * The one formatter for money, figures and dates, per language, in Swiss
 * style:
 *
 * | | de-CH | fr-CH |
 * |---|---|---|
 * | money | CHF 2’500, CHF 9.99 | CHF 2500, CHF 12 500, CHF 9.99 |
 * | figures | 10’000’000, 1.5 | 10 000 000, 1,5 |
 * | dates | 1. Mai 2025 | 1er mai 2025 |
 * | places | Zürich | Zurich |
 * | shares | 82.5 % | 82,5% |
 * | times | 14:00, 9 (on the hour, in a sentence) | 14 h 00, 9 h |
 *
 * French follows Swiss French usage as Swiss style guides write it down
 * (Lionbridge's «Standards and Guidelines for Swiss French»): a decimal
 * comma, thousands apart by a (narrow) no-break space from five digits on
 * («1000, 9999, 10 000»), the currency's code before the amount in price
 * lists and tables, amounts in francs with a point as CLDR's fr-CH writes
 * currency («CHF 9.99», where a figure is «1,5»), the per cent sign close to its
 * figure («50%»), the first of the month as «1er». Every space inside a
 * figure, an amount, a date or a time is a no-break space: a line never
 * splits «14 h 00» or «1er mai 2025».
 * ICU's fr-CH mixes two styles (`2 500.00 CHF` for money, `1 234 567,5`
 * for figures, `1 mai 2025`), so the site writes its own.
 *
 * Figures are written here rather than by Intl.NumberFormat: a page's first
 * Intl formatter costs the browser 16–50 ms of locale data (measured in
 * Chromium on this machine), on the main thread while the page starts, for
 * output this simple. German always writes the typographic ’ (ICU prints
 * U+0027 in Node and U+2019 in browsers). Dates, rarer and in words, use
 * Intl for the day in Zürich. Each language's conventions are in its
 * entry of the locale list (src/lib/locales.ts).
 */
import { localeSettings, type Locale, type WritingConventions } from './locales';
import { fillIn, type PluralWords } from './template';

const NBSP = '\u00a0';

/**
 * `value` rounded half away from zero to `maxFraction` decimals, grouped in
 * thousands, with trailing zeros dropped down to `minFraction` decimals.
 */
function figure(value: number, minFraction: number, maxFraction: number, style: WritingConventions, decimal = style.decimal): string {
  // Shifting by the exponent, not multiplying, keeps 1.005 at 1.01 (1.005 * 100 is 100.49999…).
  const scaled = Math.round(Number(`${Math.abs(value)}e${maxFraction}`));
  const digits = (Number.isFinite(scaled) ? BigInt(scaled).toString() : Math.abs(value).toFixed(maxFraction).replace('.', '')).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction);
  const grouped = whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole;
  let fraction = digits.slice(digits.length - maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

const chf = (text: string) => `CHF${NBSP}${text}`;

/** What the site writes numbers and dates with, in one language. */
export interface Formatter {
  /** CHF with a non-breaking space; whole francs without decimals, otherwise two. */
  chf(amount: number): string;
  /**
   * A price range such as «CHF 0.50–2.00»; both ends in the same precision.
   * Whole ends print without decimals («CHF 2–5») unless `cents` asks for
   * rappen, e.g. in a table where the other prices have them («CHF 2.00–5.00»).
   */
  chfRange(from: number, to: number, options?: { cents?: boolean }): string;
  /** A plain figure, grouped in thousands, up to two decimals. */
  number(value: number): string;
  /** A share: «82.5 %» in German (a no-break space), «82,5%» in Swiss French (the sign close to the figure). */
  percent(value: number): string;
  /** A date in words, in Swiss time: «2. November 2026», «2 novembre 2026». */
  date(value: string | Date): string;
  /** A count of things in words: the singular or the plural as the language takes it, `{count}` written as a figure. */
  count(words: PluralWords, count: number): string;
  /**
   * A time of the 24-hour clock, given as `14:00`: «14:00», «14 h 00»;
   * with `short`, a full hour without its minutes, as a sentence says it
   * («9», «9 h»).
   */
  time(value: string, options?: { short?: boolean }): string;
  /** Alternatives in a sentence: «Deutsch oder Französisch», «A, B ou C». */
  either(items: ReadonlyArray<string>): string;
  /** A place as the language's prose names it: «Zurich» in French; the postal address keeps the official name. */
  place(name: string): string;
}

/** Made on first use: only the cookie settings write a date from a moment in time. */
let zurichDay: Intl.DateTimeFormat | undefined;

function dayInZurich(value: string | Date): { day: number; month: number; year: number } {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  // A calendar day (2025-05-01) is that day; a moment is the day it is in Zürich.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return { day, month, year };
  }
  zurichDay ??= new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Zurich' });
  const parts = Object.fromEntries(zurichDay.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year) };
}

function makeFormatter(locale: Locale): Formatter {
  const style: WritingConventions = localeSettings[locale].writes;
  return {
    chf(amount) {
      if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
      const isWhole = Math.round(amount * 100) % 100 === 0;
      return chf(isWhole ? figure(amount, 0, 0, style) : figure(amount, 2, 2, style, style.moneyDecimal));
    },
    chfRange(from, to, { cents = false } = {}) {
      const bothWhole = Number.isInteger(from) && Number.isInteger(to);
      const decimals = bothWhole && !cents ? 0 : 2;
      return chf(`${figure(from, decimals, decimals, style, style.moneyDecimal)}–${figure(to, decimals, decimals, style, style.moneyDecimal)}`);
    },
    number(value) {
      if (!Number.isFinite(value)) throw new RangeError(`Not a figure: ${value}`);
      return figure(value, 0, 2, style);
    },
    percent(value) {
      if (!Number.isFinite(value)) throw new RangeError(`Not a share: ${value}`);
      return `${figure(value, 0, 2, style)}${style.percent}`;
    },
    date(value) {
      const { day, month, year } = dayInZurich(value);
      return style.date(day, style.months[month - 1]!, year);
    },
    count(words, count) {
      return fillIn(style.singular(count) ? words.one : words.other, { count: figure(count, 0, 2, style) });
    },
    time(value, { short = false } = {}) {
      const match = /^(\d{1,2}):(\d{2})$/.exec(value);
      if (!match) throw new RangeError(`Not a time of day: ${value}`);
      const [, hours = '', minutes = ''] = match;
      return short && minutes === '00' ? style.hour(hours) : style.time(hours, minutes);
    },
    either(items) {
      if (items.length < 2) return items.join('');
      return `${items.slice(0, -1).join(', ')} ${style.or} ${items.at(-1)}`;
    },
    place(name) {
      return style.places[name] ?? name;
    },
  };
}

const formatters = new Map<Locale, Formatter>();

/** The formatter of a language. */
export function formatterFor(locale: Locale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = makeFormatter(locale)));
  return formatter;
}

let zurichOffset: Intl.DateTimeFormat | undefined;

/**
 * A calendar day as a moment for machines that ask for a date with time
 * and zone (structured data, Open Graph, a feed): the day's start in
 * Zürich, with the offset of that day («2026-09-15» is
 * `2026-09-15T00:00:00+02:00`, «2026-11-12» `2026-11-12T00:00:00+01:00`).
 * The change of clocks comes at 02:00 and 03:00, after the day's start.
 */
export function startOfDayInZurich(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a day written YYYY-MM-DD: ${date}`);
  zurichOffset ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zurich', timeZoneName: 'longOffset' });
  // An hour and a half before midnight UTC is 22:30 or 23:30 of the evening before in Zürich: the offset the day starts with.
  const evenBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 90 * 60_000);
  const zone = zurichOffset.formatToParts(evenBefore).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const offset = zone === 'GMT' ? '+00:00' : zone.replace('GMT', '');
  return `${date}T00:00:00${offset}`;
}
