/**
 * The one formatter for money and figures, Swiss style: CHF 2’500, CHF 9.99.
 * ICU versions differ in the grouping mark for de-CH (Node prints U+0027,
 * browsers U+2019); we always emit the typographic ’ so that prerendered HTML
 * and the hydrated page match.
 */
const APOSTROPHE = /'/g;
const SWISS_GROUPING = '’';

const chfWhole = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const chfCents = new Intl.NumberFormat('de-CH', {
  style: 'currency',
  currency: 'CHF',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('de-CH', { maximumFractionDigits: 2 });

function swiss(text: string): string {
  return text.replace(APOSTROPHE, SWISS_GROUPING);
}

/** CHF with a non-breaking space; whole francs without decimals, otherwise two. */
export function formatChf(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const isWhole = Math.round(amount * 100) % 100 === 0;
  return swiss((isWhole ? chfWhole : chfCents).format(amount));
}

/**
 * A price range such as «CHF 0.50–2.00»; both ends in the same precision.
 * Whole ends print without decimals («CHF 2–5») unless `cents` asks for
 * rappen, e.g. in a table where the other prices have them («CHF 2.00–5.00»).
 */
export function formatChfRange(from: number, to: number, { cents = false }: { cents?: boolean } = {}): string {
  const bothWhole = Number.isInteger(from) && Number.isInteger(to);
  const formatter = bothWhole && !cents ? chfWhole : chfCents;
  const end = swiss(formatter.format(to)).replace(/^CHF\s/, '');
  return `${swiss(formatter.format(from))}–${end}`;
}

/** A plain figure with Swiss grouping: 10’000’000, 1.5. */
export function formatNumber(value: number): string {
  return swiss(plain.format(value));
}

const longDate = new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });

/** A date as the site writes it: «2. November 2026», in Swiss time. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return longDate.format(date);
}
