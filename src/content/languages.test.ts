import { describe, expect, it } from 'vitest';
import { localizedPagePaths, pageAt, redirectPaths } from '../lib/paths';

/*
 * The languages' content side by side. The typecheck holds each language to
 * the same shapes (a missing or extra key fails it); these tests hold what
 * types cannot: lists as long in French as in German, the same figures,
 * links to the same page in the reader's own language, and the house rules
 * of each language's writing.
 */

type Module = Record<string, unknown>;
const byPath = (modules: Record<string, Module>, segment: string) =>
  Object.fromEntries(Object.entries(modules).map(([file, module]) => [file.replace(`./${segment}/`, ''), module]));
const german = byPath(import.meta.glob<Module>(['./de/**/*.ts', '!**/*.test.ts'], { eager: true }), 'de');
const french = byPath(import.meta.glob<Module>(['./fr/**/*.ts', '!**/*.test.ts'], { eager: true }), 'fr');

interface Pair {
  where: string;
  de: unknown;
  fr: unknown;
}

/** Every value of the German content beside the French one at the same place. */
function pairs(): Pair[] {
  const found: Pair[] = [];
  const seen = new Set<unknown>();
  const walk = (where: string, de: unknown, fr: unknown) => {
    found.push({ where, de, fr });
    if (typeof de !== 'object' || de === null || seen.has(de)) return;
    seen.add(de);
    if (Array.isArray(de)) de.forEach((item, index) => walk(`${where}[${index}]`, item, Array.isArray(fr) ? fr[index] : undefined));
    else if (Object.getPrototypeOf(de) === Object.prototype) for (const key of Object.keys(de)) walk(`${where}.${key}`, (de as Module)[key], (fr as Module | undefined)?.[key]);
  };
  for (const [file, module] of Object.entries(german)) for (const name of Object.keys(module)) walk(`${file}:${name}`, module[name], french[file]?.[name]);
  return found;
}

const all = pairs();
const strings = (language: 'de' | 'fr') => all.map((pair) => pair[language]).filter((value): value is string => typeof value === 'string');
const sitePath = /^\/(de|fr)(\/[a-z0-9-]+)*([?#].*)?$/;

describe('the French content beside the German', () => {
  it('has every module and every export', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(german).sort());
    for (const [file, module] of Object.entries(german)) expect(Object.keys(french[file]!).sort(), file).toEqual(Object.keys(module).sort());
  });

  it('has lists as long, and the same kind of value at every place', () => {
    for (const { where, de, fr } of all) {
      expect(typeof fr, where).toBe(typeof de);
      if (Array.isArray(de)) expect((fr as unknown[]).length, where).toBe(de.length);
    }
  });

  it('has the same figures and switches', () => {
    for (const { where, de, fr } of all) if (typeof de === 'number' || typeof de === 'boolean') expect(fr, where).toBe(de);
  });

  it('links every page of the site in its own language, to the same page', () => {
    let links = 0;
    for (const { where, de, fr } of all) {
      if (typeof de !== 'string' || !sitePath.test(de)) continue;
      links += 1;
      const [dePath = '', rest = ''] = de.split(/(?=[?#])/);
      const [frPath = '', frRest = ''] = (fr as string).split(/(?=[?#])/);
      const page = pageAt(dePath);
      const redirect = Object.values(redirectPaths).find((paths) => paths['de-CH'] === dePath);
      expect(page ?? redirect, `${where}: ${de}`).toBeDefined();
      expect(frPath, where).toBe(page ? localizedPagePaths[page.page]['fr-CH'] : redirect!['fr-CH']);
      // A fragment names an id in the page, the same in both; a query names a parameter the page reads.
      expect(frRest, where).toBe(rest);
    }
    expect(links).toBeGreaterThan(40);
  });

  it('never leaves a link to a German page in French', () => {
    for (const { where, fr } of all) if (typeof fr === 'string') expect(fr, where).not.toMatch(/(^|[\s(])\/de(\/|$|[?#\s])/);
  });
});

describe('house rules', () => {
  // The sharp s is written as its escape: lint refuses the letter itself in the source.
  it('German never writes the sharp s, except where it says that the platform replaces it', () => {
    const sharpS = new RegExp('\\u00df');
    const saysItIsReplaced = new RegExp('\\u00df.*\\bss\\b|\\bss\\b.*\\u00df');
    for (const text of strings('de')) if (sharpS.test(text)) expect(text).toMatch(saysItIsReplaced);
  });

  it('French speaks to the reader as «vous», never «tu»', () => {
    for (const text of strings('fr')) expect(text, text).not.toMatch(/(?<!\p{L})(tu|toi|tes|te|t’)(?![\p{L}-])/iu);
  });

  it('French writes guillemets without spaces inside and no space before : ; ! ?', () => {
    for (const text of strings('fr')) {
      expect(text, text).not.toMatch(/« | »/);
      expect(text, text).not.toMatch(/[ \u00a0\u202f][;!?](\s|$)/);
    }
  });
});
