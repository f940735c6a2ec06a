import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checks, languagesOf, matrixTable, runsAt, type Check } from './matrix';
import { defaultLocale, locales } from '../src/lib/locales';
import { legalPageNames } from '../stories/site/pageStories';

/** Where the table is shown: the testing reference (the README links it). */
const TABLE_PAGE = new URL('../docs/testing.md', import.meta.url);
const START = '<!-- test matrix: tests/matrix.ts, written by `npm run matrix` -->';
const END = '<!-- end of the test matrix -->';

describe('the test matrix', () => {
  it('is the table docs/testing.md shows (`npm run matrix` writes it there)', () => {
    const readme = readFileSync(TABLE_PAGE, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, `docs/testing.md marks where the table goes: ${START}`).toBeGreaterThan(-1);
    const written = `${START}\n${matrixTable()}\n${END}`;
    if (process.env.WRITE_MATRIX === '1') writeFileSync(TABLE_PAGE, readme.slice(0, start) + written + readme.slice(end + END.length));
    else expect(readme.slice(start, end + END.length)).toBe(written);
  });

  it('gives every cell a reason', () => {
    for (const [name, row] of Object.entries(checks as Record<string, Check>)) {
      for (const dimension of ['language', 'theme', 'width', 'engine'] as const) expect(row[dimension].why.trim(), `${name}: ${dimension}`).not.toBe('');
    }
  });

  it('makes a language other than the default pay only for what depends on words', () => {
    const other = locales.find((locale) => locale !== defaultLocale) ?? 'xx-CH';
    const paid = Object.keys(checks).filter((name) => languagesOf(name as keyof typeof checks).includes(other as typeof defaultLocale));
    expect(paid.sort()).toEqual(['axeInLanguage', 'brandFace', 'consentDialog', 'consoleClean', 'currentPage', 'documentLanguage', 'hosting', 'links', 'markup', 'mobileMenu', 'pageInLanguage', 'reflow', 'typesetting', 'unaccountedText'].sort());
  });

  it('has the page stories its rows ask for: one per page and language at phone width, one in dark', () => {
    const folder = new URL('../stories/pages/', import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith('Page.stories.tsx'));
    expect(files).toContain('LegalPage.stories.tsx');
    const count = (source: string, text: string) => source.split(text).length - 1;
    for (const file of files) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      // The four legal pages are one component (LegalPage), each text with its own stories.
      const pages = file === 'LegalPage.stories.tsx' ? legalPageNames.length : 1;
      for (const locale of languagesOf('pageInLanguage').filter((language) => language !== defaultLocale)) {
        const inLocale = count(source, `pageInLanguage('${locale}')`) + count(source, `readsLanguage('${locale}')`);
        expect(inLocale, `${file}: a story of each page in ${locale} (stories/support/languagePage.ts)`).toBeGreaterThanOrEqual(pages);
      }
      expect(count(source, 'play: readsDark'), `${file}: a story of each page in dark (stories/support/darkPage.ts)`).toBeGreaterThanOrEqual(pages);
    }
  });

  it('checks the dark theme with axe at both widths', () => {
    for (const width of ['phone', 'desktop'] as const) expect(runsAt('darkAxe', { language: defaultLocale, theme: 'dark', width, engine: 'chromium' }), width).toBe(true);
    expect(runsAt('darkAxe', { language: defaultLocale, theme: 'light', width: 'phone', engine: 'chromium' })).toBe(false);
  });
});
