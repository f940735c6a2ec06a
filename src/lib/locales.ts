/**
 * The languages the site is written in: one list, and what each needs to be
 * served (its path segment, its `lang`, its Open Graph locale, its name in
 * the language switch). Adding Italian is a line here: the typecheck then
 * names every path, text and message that still lacks its Italian version.
 */
export const locales = ['de-CH', 'fr-CH'] as const;

export type Locale = (typeof locales)[number];

/** The language of `/` for a browser that prefers none of the others, and of `x-default`. */
export const defaultLocale: Locale = 'de-CH';

export interface LocaleSettings {
  /** The first segment of every path in this language: `/fr/tarifs`. */
  segment: string;
  /** The document's `lang` and the `hreflang` of its alternates. */
  lang: Locale;
  /** Open Graph's spelling of the locale. */
  ogLocale: string;
  /** The language's name in itself, as the language switch offers it. */
  name: string;
  /** Two letters for the switch's compact form. */
  short: string;
}

export const localeSettings = {
  'de-CH': { segment: 'de', lang: 'de-CH', ogLocale: 'de_CH', name: 'Deutsch', short: 'DE' },
  'fr-CH': { segment: 'fr', lang: 'fr-CH', ogLocale: 'fr_CH', name: 'Français', short: 'FR' },
} as const satisfies Record<Locale, LocaleSettings>;

/** One value per language, every language present: what a missing translation fails to typecheck against. */
export type ByLocale<T> = Readonly<Record<Locale, T>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as ReadonlyArray<string>).includes(value);
}

/** The language a path belongs to, by its first segment; undefined outside every language (`/`, `/robots.txt`). */
export function localeOfPath(path: string): Locale | undefined {
  const segment = path.split('/')[1];
  return locales.find((locale) => localeSettings[locale].segment === segment);
}

/**
 * The language a browser prefers among `available` (language subtags: `de`,
 * `fr`), from its `Accept-Language` header: the one it ranks highest (by q
 * value, then by order); `fallback` when it names none of them. `fr-FR`,
 * `fr` and `fr-CH` all mean French; `*` means whatever, so the fallback.
 */
export function preferredLanguage<L extends string>(acceptLanguage: string | undefined | null, available: ReadonlyArray<L>, fallback: L): L {
  if (!acceptLanguage) return fallback;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== '' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    const match = available.find((candidate) => candidate === language);
    if (match) return match;
  }
  return fallback;
}

/** The site's language `/` sends a browser to (see `preferredLanguage`). */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  const languageOf = (locale: Locale) => locale.split('-')[0]!;
  const language = preferredLanguage(acceptLanguage, locales.map(languageOf), languageOf(defaultLocale));
  return locales.find((locale) => languageOf(locale) === language) ?? defaultLocale;
}
