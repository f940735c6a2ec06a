import { defaultLocale, locales, type Locale } from '../../src/lib/locales';

/*
 * How a story written with German content shows in another language,
 * without a second story: every language's content modules have the same
 * shape (the typecheck holds them to it), so walking the German tree and
 * another language's side by side pairs each German value with its
 * counterpart: a sentence with its translation, a content object with the
 * other language's object, a message function with the other function.
 * `inLanguage` then swaps what a story's args hold, at any depth.
 */

type Modules = Record<string, Record<string, unknown>>;

/** Every content module of every language, by its path below its language's folder (`pages/home.ts`). */
const contentModules: Record<Locale, Modules> = {
  'de-CH': byPathInLanguage(import.meta.glob<Record<string, unknown>>(['../../src/content/de/**/*.ts', '!**/*.test.ts'], { eager: true }), 'de'),
  'fr-CH': byPathInLanguage(import.meta.glob<Record<string, unknown>>(['../../src/content/fr/**/*.ts', '!**/*.test.ts'], { eager: true }), 'fr'),
};

function byPathInLanguage(modules: Modules, segment: string): Modules {
  return Object.fromEntries(Object.entries(modules).map(([file, module]) => [file.slice(file.indexOf(`/content/${segment}/`) + `/content/${segment}/`.length), module]));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** Pairs every German value in `german` with the value at the same place in `other`. */
function pair(german: unknown, other: unknown, into: Map<unknown, unknown>, seen: Set<unknown>) {
  if (german === other || other === undefined) return;
  if (typeof german === 'string' || typeof german === 'function') {
    // The first pairing of a sentence wins: the same German words mean the same everywhere.
    if (!into.has(german)) into.set(german, other);
    return;
  }
  if (typeof german !== 'object' || german === null || seen.has(german)) return;
  seen.add(german);
  into.set(german, other);
  if (Array.isArray(german) && Array.isArray(other)) german.forEach((item, index) => pair(item, other[index], into, seen));
  else if (isRecord(german) && isRecord(other)) for (const key of Object.keys(german)) pair(german[key], other[key], into, seen);
}

const translations = new Map<Locale, Map<unknown, unknown>>(
  locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => {
      const into = new Map<unknown, unknown>();
      const seen = new Set<unknown>();
      for (const [file, german] of Object.entries(contentModules[defaultLocale])) {
        const other = contentModules[locale][file];
        if (other) for (const name of Object.keys(german)) pair(german[name], other[name], into, seen);
      }
      return [locale, into];
    }),
);

/**
 * `value` (a story's args, a German content object, a sentence) in
 * `locale`: each German piece swapped for its counterpart, anything else
 * (numbers, spies, values a story made up) kept. German stays as it is.
 */
export function inLanguage<T>(value: T, locale: Locale): T {
  const map = translations.get(locale);
  if (!map) return value;
  const translate = (item: unknown): unknown => {
    if (map.has(item)) return map.get(item);
    if (Array.isArray(item)) return item.map(translate);
    if (isRecord(item)) return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, translate(entry)]));
    return item;
  };
  return translate(value) as T;
}

/** Every sentence of the German content that reads differently in `locale`: what must not show on a page in `locale`. */
export function germanOnlySentences(locale: Locale): string[] {
  const map = translations.get(locale);
  if (!map) return [];
  const translated = new Set([...map.values()].filter((item): item is string => typeof item === 'string'));
  return [...map.entries()].filter(([german, other]) => typeof german === 'string' && typeof other === 'string' && !translated.has(german)).map(([german]) => german as string);
}
