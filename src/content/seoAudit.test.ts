import { describe, expect, it } from 'vitest';
import { contentFor } from './siteContent';
import { locales } from '../lib/locales';

// «1 avvisi», «1 avertissements»: a count of one took the plural on the audit page.
const expected = {
  'de-CH': ['1 Warnung', '2 Warnungen', '1 Prüfpunkt erfüllt'],
  'fr-CH': ['1 avertissement', '2 avertissements', '1 critère rempli'],
  'it-CH': ['1 avviso', '2 avvisi', '1 criterio superato'],
  'en-CH': ['1 warning', '2 warnings', '1 check passed'],
} as const;

describe('the SEO audit’s tally', () => {
  it.each(locales.map((locale) => [locale]))('%s: one of a thing in the singular, more in the plural', (locale) => {
    const { tally } = contentFor(locale).seoAudit.seoAuditContent;
    expect([`1 ${tally.warning(1)}`, `2 ${tally.warning(2)}`, `1 ${tally.pass(1)}`]).toEqual(expected[locale]);
  });
});
