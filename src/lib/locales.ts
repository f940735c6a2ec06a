/**
 * The languages the site is written in: one list, and everything a
 * language needs beyond its words: its path segment, its `lang`, its Open
 * Graph locale, its name in the language switch, the path of each page,
 * and how it writes figures, dates and times (the one formatter,
 * src/lib/format.ts, reads them). Its words are kept under its segment
 * in every words file (src/content/words/*.json). Adding a language is an
 * entry here and those words: the typecheck then names every path and
 * convention it still lacks, and the words check every text.
 */
import type { PageName } from './pageNames';

export const locales = ['de-CH', 'fr-CH', 'it-CH', 'en-CH'] as const;

export type Locale = (typeof locales)[number];

/** The language of `/` for a browser that prefers none of the others, and of `x-default`. */
export const defaultLocale: Locale = 'de-CH';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** How a language writes figures, shares, counts, dates and times, in Swiss usage. */
export interface WritingConventions {
  /** Between groups of thousands; spaces in a figure, a date or a time are no-break spaces, so a line never splits one. */
  group: string;
  decimal: string;
  /** Between francs and rappen: Swiss French writes figures with a comma but amounts with a point («1,5» but «CHF 9.99»). */
  moneyDecimal: string;
  /** Wholes with fewer digits are not grouped (French: 9999, but 10 000). */
  groupFrom: number;
  /** After a share's figure, with the space the language puts before it. */
  percent: string;
  /** Whether a count of whole things takes the singular (German: one only; French: zero and one, «0 personne»). */
  singular: (count: number) => boolean;
  months: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
  /** A date in words, given the day, the month's name and the year. */
  date: (day: number, month: string, year: number) => string;
  /** A time of the 24-hour clock («14:00», «14 h 00»). */
  time: (hours: string, minutes: string) => string;
  /** A full hour in a sentence, without its minutes («9», «9 h»). */
  hour: (hours: string) => string;
  /** The word that ends a list of alternatives («Deutsch oder Französisch»). */
  or: string;
  /** Places the language names otherwise than their own language does («Zürich» is «Zurich» in French prose); the post's address keeps the official name. */
  places: Readonly<Record<string, string>>;
}

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
  /** Each page's path: lower-case words of the language joined by hyphens, under its segment. */
  paths: Readonly<Record<PageName, string>>;
  writes: WritingConventions;
}

export const localeSettings = {
  'de-CH': {
    segment: 'de',
    lang: 'de-CH',
    ogLocale: 'de_CH',
    name: 'Deutsch',
    short: 'DE',
    paths: {
      home: '/de',
      pricing: '/de/pricing',
      apiProducts: '/de/api-products',
      academy: '/de/academy',
      faq: '/de/faq',
      about: '/de/about',
      contact: '/de/contact',
      freeSession: '/de/free-session',
      bookingConfirmed: '/de/booking-confirmed',
      login: '/de/login',
      resetPassword: '/de/reset-password',
      roadmap: '/de/roadmap',
      impressum: '/de/impressum',
      terms: '/de/agb',
      privacy: '/de/datenschutz',
      cookies: '/de/cookies',
      seoAudit: '/de/seo-audit',
      seoDashboard: '/de/seo-dashboard',
      blog: '/de/blog',
    },
    writes: {
      group: '’',
      decimal: '.',
      moneyDecimal: '.',
      groupFrom: 4,
      percent: `${NBSP}%`,
      singular: (count: number) => count === 1,
      months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
      date: (day: number, month: string, year: number) => `${day}.${NBSP}${month}${NBSP}${year}`,
      time: (hours: string, minutes: string) => `${hours}:${minutes}`,
      hour: (hours: string) => hours,
      or: 'oder',
      places: {},
    },
  },
  'fr-CH': {
    segment: 'fr',
    lang: 'fr-CH',
    ogLocale: 'fr_CH',
    name: 'Français',
    short: 'FR',
    paths: {
      home: '/fr',
      pricing: '/fr/tarifs',
      apiProducts: '/fr/produits-api',
      academy: '/fr/academy',
      faq: '/fr/faq',
      about: '/fr/a-propos',
      contact: '/fr/contact',
      freeSession: '/fr/entretien-gratuit',
      bookingConfirmed: '/fr/rendez-vous-confirme',
      login: '/fr/connexion',
      resetPassword: '/fr/mot-de-passe-oublie',
      roadmap: '/fr/feuille-de-route',
      impressum: '/fr/mentions-legales',
      terms: '/fr/cgv',
      privacy: '/fr/protection-des-donnees',
      cookies: '/fr/cookies',
      seoAudit: '/fr/audit-seo',
      seoDashboard: '/fr/tableau-de-bord-seo',
      blog: '/fr/blog',
    },
    writes: {
      group: NARROW_NBSP,
      decimal: ',',
      moneyDecimal: '.',
      groupFrom: 5,
      percent: '%',
      singular: (count: number) => Math.abs(count) < 2,
      months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
      date: (day: number, month: string, year: number) => `${day === 1 ? '1er' : day}${NBSP}${month}${NBSP}${year}`,
      time: (hours: string, minutes: string) => `${hours}${NBSP}h${NBSP}${minutes}`,
      hour: (hours: string) => `${hours}${NBSP}h`,
      or: 'ou',
      places: { Zürich: 'Zurich' },
    },
  },
  'it-CH': {
    segment: 'it',
    lang: 'it-CH',
    ogLocale: 'it_CH',
    name: 'Italiano',
    short: 'IT',
    paths: {
      home: '/it',
      pricing: '/it/prezzi',
      apiProducts: '/it/prodotti-api',
      academy: '/it/academy',
      faq: '/it/faq',
      about: '/it/chi-siamo',
      contact: '/it/contatto',
      freeSession: '/it/colloquio-gratuito',
      bookingConfirmed: '/it/appuntamento-confermato',
      login: '/it/accesso',
      resetPassword: '/it/password-dimenticata',
      roadmap: '/it/roadmap',
      impressum: '/it/note-legali',
      terms: '/it/cgc',
      privacy: '/it/protezione-dei-dati',
      cookies: '/it/cookie',
      seoAudit: '/it/audit-seo',
      seoDashboard: '/it/dashboard-seo',
      blog: '/it/blog',
    },
    // Swiss Italian as the federal administration writes it: CHF 12’500, CHF 9.99, 1° maggio 2025, 14:00.
    writes: {
      group: '’',
      decimal: '.',
      moneyDecimal: '.',
      groupFrom: 4,
      percent: '%',
      singular: (count: number) => count === 1,
      months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
      date: (day: number, month: string, year: number) => `${day === 1 ? '1°' : day}${NBSP}${month}${NBSP}${year}`,
      time: (hours: string, minutes: string) => `${hours}:${minutes}`,
      hour: (hours: string) => hours,
      or: 'o',
      places: { Zürich: 'Zurigo', Dublin: 'Dublino' },
    },
  },
  'en-CH': {
    segment: 'en',
    lang: 'en-CH',
    ogLocale: 'en_GB',
    name: 'English',
    short: 'EN',
    paths: {
      home: '/en',
      pricing: '/en/pricing',
      apiProducts: '/en/api-products',
      academy: '/en/academy',
      faq: '/en/faq',
      about: '/en/about',
      contact: '/en/contact',
      freeSession: '/en/free-consultation',
      bookingConfirmed: '/en/booking-confirmed',
      login: '/en/login',
      resetPassword: '/en/reset-password',
      roadmap: '/en/roadmap',
      impressum: '/en/legal-notice',
      terms: '/en/terms',
      privacy: '/en/privacy',
      cookies: '/en/cookies',
      seoAudit: '/en/seo-audit',
      seoDashboard: '/en/seo-dashboard',
      blog: '/en/blog',
    },
    // British English as written in Switzerland: the Swiss CHF 12’500 like the other three languages (one way of writing an amount on one site), 1 May 2025, the 24-hour clock.
    writes: {
      group: '’',
      decimal: '.',
      moneyDecimal: '.',
      groupFrom: 4,
      percent: '%',
      singular: (count: number) => count === 1,
      months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
      date: (day: number, month: string, year: number) => `${day}${NBSP}${month}${NBSP}${year}`,
      time: (hours: string, minutes: string) => `${hours}:${minutes}`,
      hour: (hours: string) => `${hours}:00`,
      or: 'or',
      places: { Zürich: 'Zurich' },
    },
  },
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
