import { describe, expect, it } from 'vitest';
import { formatterFor, startOfDayInZurich } from './format';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const { chf: formatChf, chfRange: formatChfRange, number: formatNumber, date: formatDate, percent: formatPercent } = formatterFor('de-CH');
const french = formatterFor('fr-CH');

describe('formatChf', () => {
  it('writes whole francs without decimals and with the Swiss apostrophe', () => {
    expect(formatChf(2500)).toBe(`CHF${NBSP}2’500`);
    expect(formatChf(10000)).toBe(`CHF${NBSP}10’000`);
    expect(formatChf(700)).toBe(`CHF${NBSP}700`);
  });
  it('writes rappen with two decimals', () => {
    expect(formatChf(9.99)).toBe(`CHF${NBSP}9.99`);
    expect(formatChf(0.5)).toBe(`CHF${NBSP}0.50`);
  });
  it('treats an amount that rounds to whole francs as whole', () => {
    expect(formatChf(19.000001)).toBe(`CHF${NBSP}19`);
  });
  it('never emits the ASCII apostrophe', () => {
    expect(formatChf(1234567)).not.toContain("'");
  });
  it('refuses what is not an amount', () => {
    expect(() => formatChf(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatChfRange', () => {
  it('formats a range once with the currency', () => {
    expect(formatChfRange(0.5, 2)).toBe(`CHF${NBSP}0.50–2.00`);
    expect(formatChfRange(2, 5)).toBe(`CHF${NBSP}2–5`);
  });
  it('writes rappen on whole ends when asked, to match neighbouring prices', () => {
    expect(formatChfRange(2, 5, { cents: true })).toBe(`CHF${NBSP}2.00–5.00`);
    expect(formatChfRange(0.5, 2, { cents: true })).toBe(`CHF${NBSP}0.50–2.00`);
  });
});

describe('formatNumber', () => {
  it('groups thousands the Swiss way', () => {
    expect(formatNumber(10_000_000)).toBe('10’000’000');
    expect(formatNumber(1.5)).toBe('1.5');
  });
});

describe('formatDate', () => {
  it('writes the day, the month in words and the year, in Swiss time', () => {
    expect(formatDate('2026-11-02T09:30:00.000Z')).toBe(`2.${NBSP}November${NBSP}2026`);
    // 23:30 UTC on 31 December is already New Year in Zürich.
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe(`1.${NBSP}Januar${NBSP}2026`);
  });
  it('refuses what is not a date', () => {
    expect(() => formatDate('gestern')).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('sets the sign apart by a no-break space in German', () => {
    expect(formatPercent(82.5)).toBe(`82.5${NBSP}%`);
  });
});

describe('Swiss French', () => {
  it('writes figures with a decimal comma and groups thousands from five digits with a narrow no-break space', () => {
    expect(french.chf(2500)).toBe(`CHF${NBSP}2500`);
    expect(french.chf(12_500)).toBe(`CHF${NBSP}12${NARROW_NBSP}500`);
    expect(french.chf(9.99)).toBe(`CHF${NBSP}9.99`);
    expect(french.number(10_000_000)).toBe(`10${NARROW_NBSP}000${NARROW_NBSP}000`);
    expect(french.number(1.5)).toBe('1,5');
    expect(french.number(9999)).toBe('9999');
  });
  it('writes amounts in francs with a point, as CLDR fr-CH writes currency', () => {
    expect(french.chfRange(0.5, 2)).toBe(`CHF${NBSP}0.50–2.00`);
    expect(french.chfRange(2, 5)).toBe(`CHF${NBSP}2–5`);
  });
  it('puts the per cent sign close to its figure', () => {
    expect(french.percent(82.5)).toBe('82,5%');
  });
  it('writes the first of the month as «1er», and the month in lower case', () => {
    expect(french.date('2025-05-01')).toBe(`1er${NBSP}mai${NBSP}2025`);
    expect(french.date('2026-11-02T09:30:00.000Z')).toBe(`2${NBSP}novembre${NBSP}2026`);
  });
  it('never mixes in the ICU fr-CH money style (2 500.00 CHF)', () => {
    expect(french.chf(2500)).not.toMatch(/CHF$/);
    expect(french.chf(2500.5)).toBe(`CHF${NBSP}2500.50`);
  });
});

describe('the hand-written figures', () => {
  // They replace Intl.NumberFormat('de-CH') for speed: they must write what it writes, with ’.
  const intl = (options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat('de-CH', options);
    return (value: number) => format.format(value).replace(/'/g, '’');
  };
  const wholeChf = intl({ style: 'currency', currency: 'CHF', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const centsChf = intl({ style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plain = intl({ maximumFractionDigits: 2 });
  const values = [0, 0.01, 0.005, 0.5, 1.005, 1.015, 2.675, 9.99, 19.95, 99.999, 100, 999, 1000, 1234.5, 2500, 9999.995, 35_000, 123_456.78, 10_000_000, 12_345_678.9];

  it.each(values)('write %s as Intl does, rounding half away from zero', (value) => {
    const isWhole = Math.round(value * 100) % 100 === 0;
    expect(formatChf(value)).toBe(isWhole ? wholeChf(value) : centsChf(value));
    expect(formatNumber(value)).toBe(plain(value));
    if (value >= 0.01) expect(formatNumber(-value)).toBe(plain(-value));
  });
});

describe('times of day', () => {
  it('writes the 24-hour clock as each language does, and a full hour in a sentence without its minutes', () => {
    const german = formatterFor('de-CH');
    const french = formatterFor('fr-CH');
    expect([german.time('14:00'), german.time('9:30'), german.time('9:00', { short: true }), german.time('9:30', { short: true })]).toEqual(['14:00', '9:30', '9', '9:30']);
    expect([french.time('14:00'), french.time('9:30'), french.time('17:00', { short: true })]).toEqual([`14${NBSP}h${NBSP}00`, `9${NBSP}h${NBSP}30`, `17${NBSP}h`]);
  });

  it('refuses what is not a time of day', () => {
    expect(() => formatterFor('de-CH').time('9 Uhr')).toThrow(RangeError);
  });
});

describe('lists and places', () => {
  it('writes alternatives with the language\'s «or»', () => {
    expect(formatterFor('de-CH').either(['Deutsch', 'Französisch', 'Englisch'])).toBe('Deutsch, Französisch oder Englisch');
    expect(french.either(['français', 'allemand'])).toBe('français ou allemand');
    expect(french.either(['français'])).toBe('français');
  });
  it('names a place as the language\'s prose does', () => {
    expect(french.place('Zürich')).toBe('Zurich');
    expect(formatterFor('de-CH').place('Zürich')).toBe('Zürich');
    expect(french.place('Dublin')).toBe('Dublin');
  });
});

describe('startOfDayInZurich', () => {
  it('gives a day its start in Zürich, with summer and winter time as the clocks change', () => {
    expect(startOfDayInZurich('2026-09-15')).toBe('2026-09-15T00:00:00+02:00');
    expect(startOfDayInZurich('2026-11-12')).toBe('2026-11-12T00:00:00+01:00');
    // The clocks change at 02:00 on the last Sundays of March and October: the day starts in the time before.
    expect(startOfDayInZurich('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(startOfDayInZurich('2026-03-30')).toBe('2026-03-30T00:00:00+02:00');
    expect(startOfDayInZurich('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(startOfDayInZurich('2026-10-26')).toBe('2026-10-26T00:00:00+01:00');
    expect(() => startOfDayInZurich('15.09.2026')).toThrow();
  });
});
