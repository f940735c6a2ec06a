/**
 * What the editor needs to know of the site beyond its words files, read
 * from the site's own modules by the editor's server (scripts/cms/start.mjs
 * loads this module through Vite): how the pages show their titles and
 * descriptions (with the brand after a title and the values filled in),
 * and the SEO audit's rule on a page title, run on a page-title file as it
 * would be saved.
 */
import { contentFor, wordsFor, type SiteContent } from '../src/content/siteContent';
import { operator } from '../src/content/operator';
import { locales, localeSettings, type Locale } from '../src/lib/locales';
import { descriptionLimits, titleBand, titleLimits } from '../src/lib/seo/metaBands';
import { contentWithFileWords } from './wordsUsage';

/** The file of the page titles and descriptions, under src/content/words. */
const PAGE_META_FILE = 'pageMeta.json';

type PageMetaWords = { pageMetaWords: Record<string, { title: string; description: string }> };

const metaOf = (content: SiteContent) => Object.fromEntries(Object.entries(content.pages).map(([page, { meta }]) => [page, { title: meta.title, description: meta.description }]));

/** What the site adds to a page's title and description as it shows them, per page, text and language: the brand, the values of placeholders. */
export type MetaAdded = Record<string, Record<'title' | 'description', Record<string, number>>>;

/** What the editor's configuration takes from the site. */
export interface SiteFacts {
  /** How much longer each page's title and description are as shown than as written. */
  metaAdded: MetaAdded;
  /** What the site puts after a page's title. */
  titleSuffix: string;
  /** The SEO audit's bands for a title and a description, as shown. */
  metaBands: Record<'title' | 'description', { min: number; max: number }>;
}

export function siteFacts(): SiteFacts {
  const metaAdded: MetaAdded = {};
  for (const locale of locales as ReadonlyArray<Locale>) {
    const written = (wordsFor(locale).pageMeta as unknown as PageMetaWords).pageMetaWords;
    for (const [page, shown] of Object.entries(metaOf(contentFor(locale)))) {
      const own = written[page];
      if (!own) continue;
      metaAdded[page] ??= { title: {}, description: {} };
      metaAdded[page].title[localeSettings[locale].segment] = shown.title.length - own.title.length;
      metaAdded[page].description[localeSettings[locale].segment] = shown.description.length - own.description.length;
    }
  }
  return {
    metaAdded,
    titleSuffix: ` | ${operator.brand}`,
    metaBands: { title: { min: titleLimits.tooShortBelow, max: titleLimits.optimalTo }, description: { min: descriptionLimits.optimalFrom, max: descriptionLimits.optimalTo } },
  };
}

/**
 * The findings of a page-title file's text as the SEO audit's gate reads
 * the pages (a title outside 40–60 characters as shown fails the build),
 * each with file, language and place, as the words check writes them.
 */
export function pageTitleFindings(text: string, file: string): string[] {
  if (!file.endsWith(`/${PAGE_META_FILE}`)) return [];
  let words: Record<string, PageMetaWords>;
  try {
    words = JSON.parse(text) as Record<string, PageMetaWords>;
  } catch {
    return [];
  }
  const findings: string[] = [];
  for (const locale of locales as ReadonlyArray<Locale>) {
    const segment = localeSettings[locale].segment;
    let content: SiteContent;
    try {
      content = contentWithFileWords(PAGE_META_FILE, locale, words[segment]);
    } catch {
      // A file the words check refuses (a text missing) cannot be composed; that check names it.
      continue;
    }
    for (const [page, { title }] of Object.entries(metaOf(content))) {
      const band = titleBand(title.length);
      if (band === 'tooShort' || band === 'tooLong') {
        findings.push(`${file} › ${segment} › pageMetaWords.${page}.title: the page shows the title «${title}» with ${title.length} characters; the SEO audit's gate asks ${titleLimits.tooShortBelow}–${titleLimits.optimalTo}`);
      }
    }
  }
  return findings;
}
