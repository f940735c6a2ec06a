import { describe, expect, it } from 'vitest';
import { localizedPagePaths, pageAt } from '../lib/paths';
import { defaultLocale, localeSettings, locales, type Locale } from '../lib/locales';
import { contentFor } from './siteContent';

/*
 * The languages' content side by side, as the registry composes it. The
 * typecheck holds each language's words to the same shapes (a missing or
 * extra key fails it); these tests hold what types cannot: lists as long in
 * every language as in German, the same figures, links to the same page in
 * the reader's own language, and the house rules of each language's writing.
 */

type Module = Record<string, unknown>;

interface Pair {
  where: string;
  de: unknown;
  other: unknown;
}

/** Every value of the German content beside `locale`'s at the same place in the registry. */
function pairs(locale: Locale): Pair[] {
  const found: Pair[] = [];
  const seen = new Set<unknown>();
  const walk = (where: string, de: unknown, other: unknown) => {
    // The blog's articles are each language's own: one may have none, another three (their texts are read below), and
    // each lists those written only in other languages, which link to those languages' pages.
    if (['.blog.blogContent.articles', '.blog.blogContent.tags', '.blog.blogContent.others', '.blog.blogContent.elsewhere', '.blog.blogContent.latest.articles', '.pages.blog.view', '.pages.home.latest.articles'].includes(where)) return;
    found.push({ where, de, other });
    if (typeof de !== 'object' || de === null || seen.has(de)) return;
    seen.add(de);
    if (Array.isArray(de)) de.forEach((item, index) => walk(`${where}[${index}]`, item, Array.isArray(other) ? other[index] : undefined));
    else if (Object.getPrototypeOf(de) === Object.prototype) for (const key of Object.keys(de)) walk(`${where}.${key}`, (de as Module)[key], (other as Module | undefined)?.[key]);
  };
  walk('', contentFor(defaultLocale), contentFor(locale));
  return found;
}

/** Every text of an article: its title, its summary and the words of its text. */
const articleTexts = (locale: Locale) =>
  contentFor(locale).blog.blogContent.articles.flatMap((article) => {
    const texts: string[] = [article.title, article.summary];
    const walk = (node: object) => {
      // Without the soft hyphens the build sets in long words: «iden­ti­fi­ca­ta» is one word, not a «ti».
      if ('value' in node && typeof node.value === 'string' && (node as { type?: string }).type === 'text') texts.push(node.value.replace(/\u00ad/g, ''));
      if ('children' in node && Array.isArray(node.children)) for (const child of node.children) walk(child as object);
    };
    walk(article.body);
    return texts;
  });

const stringsOf = (locale: Locale) => [...pairs(locale).map((pair) => pair.other).filter((value): value is string => typeof value === 'string'), ...articleTexts(locale)];
const sitePath = new RegExp(`^/(${locales.map((locale) => localeSettings[locale].segment).join('|')})(/[a-z0-9-]+)*([?#].*)?$`);

describe.each(locales.filter((locale) => locale !== defaultLocale))('the %s content beside the German', (locale) => {
  const all = pairs(locale);
  const ownPrefix = `/${localeSettings[locale].segment}`;

  it('has lists as long, and the same kind of value at every place', () => {
    for (const { where, de, other } of all) {
      expect(typeof other, where).toBe(typeof de);
      if (Array.isArray(de)) expect((other as unknown[]).length, where).toBe(de.length);
    }
  });

  it('has the same figures and switches', () => {
    for (const { where, de, other } of all) if (typeof de === 'number' || typeof de === 'boolean') expect(other, where).toBe(de);
  });

  it('links every page of the site in its own language, to the same page', () => {
    let links = 0;
    for (const { where, de, other } of all) {
      if (typeof de !== 'string' || !sitePath.test(de)) continue;
      links += 1;
      const [dePath = '', rest = ''] = de.split(/(?=[?#])/);
      const [otherPath = '', otherRest = ''] = (other as string).split(/(?=[?#])/);
      const page = pageAt(dePath);
      expect(page, `${where}: ${de}`).toBeDefined();
      expect(otherPath, where).toBe(localizedPagePaths[page!.page][locale]);
      // A fragment names an id in the page, the same in every language; a query names a parameter the page reads.
      expect(otherRest, where).toBe(rest);
    }
    expect(links).toBeGreaterThan(40);
  });

  it('never leaves a link to a page in another language', () => {
    for (const { where, other } of all) {
      if (typeof other !== 'string') continue;
      for (const path of other.match(/(?<=^|[\s(])\/[a-z]{2}(?=\/|$|[?#\s])/g) ?? []) if (path !== ownPrefix && sitePath.test(path)) expect(other, where).not.toContain(path);
    }
  });
});

describe('house rules', () => {
  // The sharp s is written as its escape: lint refuses the letter itself in the source.
  it('German never writes the sharp s, except where it says that the platform replaces it', () => {
    const sharpS = new RegExp('\\u00df');
    const saysItIsReplaced = new RegExp('\\u00df.*\\bss\\b|\\bss\\b.*\\u00df');
    for (const text of stringsOf('de-CH')) if (sharpS.test(text)) expect(text).toMatch(saysItIsReplaced);
  });

  it('French speaks to the reader as «vous», never «tu»', () => {
    for (const text of stringsOf('fr-CH')) expect(text, text).not.toMatch(/(?<!\p{L})(tu|toi|tes|te|t’)(?![\p{L}-])/iu);
  });

  it('Italian speaks to the reader as «Lei» (the Academy as «voi»), never «tu»', () => {
    for (const text of stringsOf('it-CH')) expect(text, text).not.toMatch(/(?<!\p{L})(tu|ti|tuo|tua|tuoi|tue|te)(?!\p{L})/iu);
  });

  // The whole site writes «Lei» with a capital and its possessives and «le» in lower case («la sua organizzazione», «le diciamo»): one form for the same reader.
  it('Italian writes the courtesy form one way: «Lei», but «suo», «sua» and «le» in lower case', () => {
    const capitalised = /(?<!\p{L})(Suo|Sua|Suoi|Sue|Le)(?!\p{L})/gu;
    const found = stringsOf('it-CH').flatMap((text) => [...text.matchAll(capitalised)].filter((match) => !/(^|[.!?:«(]\s*)$/u.test(text.slice(0, match.index).trimEnd()) ).map(() => text));
    expect(found).toEqual([]);
  });

  it('English writes British spelling', () => {
    const american = /\b(organiz|analyz|optimiz|customiz|prioritiz|recogniz|summariz|minimiz|realiz|utiliz)\w*|\b(colors?|centers?|behaviors?|favors?|labeled|catalogs?|defenses?)\b/i;
    for (const text of stringsOf('en-CH')) expect(text, text).not.toMatch(american);
  });

  // «del 8.1%» reads «del otto»: a figure said with a vowel (uno, otto, undici, ottanta…) takes the elided article, «dell’8.1%».
  it('Italian elides the article before a figure said with a vowel', () => {
    const saidWithVowel = /(?<!\p{L})(il|lo|del|dello|al|allo|dal|dallo|nel|nello|sul|sullo)\s+(8|11|1(?![\d’'°]))/iu;
    expect(stringsOf('it-CH').filter((text) => saidWithVowel.test(text))).toEqual([]);
  });

  it('French writes guillemets without spaces inside and no space before : ; ! ?', () => {
    for (const text of stringsOf('fr-CH')) {
      expect(text, text).not.toMatch(/« | »/);
      expect(text, text).not.toMatch(/[ \u00a0\u202f][;!?](\s|$)/);
    }
  });
});

/**
 * The site offers two free calls (spec, «Free calls»): the 30-minute intro
 * call on the free-session page and the 15–20-minute discovery call on the
 * contact and Academy pages. Each has one name per language; the names these
 * pages once used side by side («Free consultation», «Initial call», «Book a
 * demo»…) read as five services. `retired` lists those names, `named` the one
 * a reader meets.
 */
const callNames: Readonly<Record<Locale, { named: [RegExp, RegExp]; retired: RegExp }>> = {
  'de-CH': {
    named: [/Erstgespräch/, /Kennenlerngespräch/],
    retired: /Beratung buchen|kostenlose (Erst)?beratung|Einführungsgespräch|Demo buchen|kostenlos\w* Gespräch|Kennenlernen von/i,
  },
  'fr-CH': {
    named: [/premier entretien/i, /appel découverte/i],
    retired: /conseil gratuit|premier conseil|entretien d’introduction|réserver une démo|(?<!premier )entretien gratuit|premier contact|premier échange/i,
  },
  'it-CH': {
    named: [/primo colloquio/i, /chiamata conoscitiva/i],
    retired: /consulenza gratuita|prima consulenza|colloquio introduttivo|prenotare una demo|(?<!primo )colloquio gratuito|primo incontro/i,
  },
  'en-CH': {
    named: [/intro call/i, /discovery call/i],
    retired: /consultation|initial call|introductory call|book a demo|free call/i,
  },
};

describe.each(locales)('%s: each free call has one name', (locale) => {
  it('never uses a name the calls had before', () => {
    // A path is an address, not a name a reader is told (the English intro call's stays /en/free-consultation: links to it are out there).
    expect(stringsOf(locale).filter((text) => !text.startsWith('/') && callNames[locale].retired.test(text))).toEqual([]);
  });

  it('names both calls', () => {
    for (const name of callNames[locale].named) expect(stringsOf(locale).some((text) => name.test(text)), String(name)).toBe(true);
  });
});

describe.each(locales)('%s: every page as a search result shows it', (locale) => {
  // The lengths `PageMeta` promises and the SEO audit warns about: a word added to a title or a description can push it out.
  it('has a title of 50 to 60 characters and a description of 120 to 160', () => {
    const outside = Object.entries(contentFor(locale).pageMeta.pageMeta).flatMap(([page, { title, description }]) => [
      ...(title.length < 50 || title.length > 60 ? [`${page}: title of ${title.length}: ${title}`] : []),
      ...(description.length < 120 || description.length > 160 ? [`${page}: description of ${description.length}: ${description}`] : []),
    ]);
    expect(outside).toEqual([]);
  });
});

/** Every text of the words files, as an editor writes it (before the facts are filled in). */
const wordsFiles = import.meta.glob<Record<string, unknown>>('./words/**/*.json', { eager: true, import: 'default' });
const writtenTexts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(writtenTexts) : [];

it('no words file writes a call\'s length as a figure: it names {introMinutes} or {minutesFrom}–{minutesTo}, so a longer call changes in one place', () => {
  const minutes = /(?<![\d{])(15|20|30)(?![\d}])[^.]{0,16}\b(Minuten|minutes|minuti)\b/i;
  const found = Object.entries(wordsFiles).flatMap(([file, words]) => writtenTexts(words).filter((text) => minutes.test(text)).map((text) => `${file}: ${text}`));
  expect(found).toEqual([]);
});

/**
 * A length, a count or a share the structure holds, spelled out in the words
 * («zehn Wochen», «six personnes», «la metà»), stays behind when the figure
 * changes: the words name it by its placeholder (`{weeks}`, `{exampleTeam}`,
 * `{furtherSeatDiscount}`). A customer's or participant's quote is their own
 * words about their own time, and stays as said; a picture's description
 * says what it shows.
 */
const spelledFacts: Readonly<Record<string, RegExp>> = {
  de: /(?<!\p{L})(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)\s+(Wochen|Tage|Stunden|Personen|Minuten)(?!\p{L})|die Hälfte/iu,
  fr: /(?<!\p{L})(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)\s+(semaines|jours|heures|personnes|minutes)(?!\p{L})|la moitié|moitié prix/iu,
  it: /(?<!\p{L})(due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)\s+(settimane|giorni|ore|persone|minuti)(?!\p{L})|la metà|metà prezzo/iu,
  en: /(?<!\p{L})(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]+(weeks?|days?|hours?|people|minutes?)(?!\p{L})|\bhalf\b/iu,
};

it('no words file spells out a figure the structure holds', () => {
  const found = Object.entries(wordsFiles).flatMap(([file, words]) =>
    Object.entries(spelledFacts).flatMap(([language, spelled]) => {
      const texts = (value: unknown, at: string): string[] =>
        typeof value === 'string'
          ? spelled.test(value) && !/\.(quote|testimonials|imageAlt)\b/.test(at) ? [`${file} › ${language}${at}: ${value}`] : []
          : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`)) : [];
      return texts((words as Record<string, unknown>)[language], '');
    }),
  );
  expect(found).toEqual([]);
});

describe.each(locales)('%s: a line never splits a time, an amount or a date', (locale) => {
  const texts = stringsOf(locale);
  const months = localeSettings[locale].writes.months.join('|');
  // An ordinary space (U+0020) where a no-break space belongs: the formatter writes them, and words that write a figure themselves must too.
  const breakable: ReadonlyArray<[string, RegExp]> = [
    ['an amount', /CHF \d|\d \d{3}(?!\d)/],
    ['a time', /\d h(?!\p{L})|(?<!\p{L})h \d{2}/u],
    ['a date', new RegExp(`(\\d\\.?|1er) (${months})(?!\\p{L})|(?<!\\p{L})(${months}) \\d{4}`, 'u')],
  ];

  it.each(breakable)('has no breakable space inside %s', (_, pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([]);
  });
});
