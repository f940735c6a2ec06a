/**
 * One page's audit: every check of the SEO audit with its status, and the
 * score they add up to. Pure: it gets the page's facts and what the sitemap
 * and robots.txt say about it.
 */
import { descriptionBand, titleBand } from './metaBands';
import type { PageFacts } from './readPage';

export type CheckStatus = 'pass' | 'warning' | 'fail';

export const checkIds = [
  'title',
  'description',
  'openGraph',
  'twitter',
  'canonical',
  'robots',
  'h1',
  'imageAlt',
  'linkText',
  'structuredData',
  'structuredDataValid',
  'sitemap',
  'robotsTxt',
  'lang',
  'viewport',
  'imageSize',
  'fontFallback',
] as const;
export type CheckId = (typeof checkIds)[number];

export interface Check {
  id: CheckId;
  status: CheckStatus;
  /** Points taken from 100; 0 when it passes. */
  penalty: number;
  /** For the build log, in English; the pages word their own findings from the facts. */
  finding?: string;
}

export interface PageAudit {
  path: string;
  /** The page's robots meta tag does not say `noindex`. */
  indexable: boolean;
  facts: PageFacts;
  inSitemap: boolean;
  disallowedInRobotsTxt: boolean;
  checks: ReadonlyArray<Check>;
  /** 100 minus the penalties, at least 0. */
  score: number;
}

export const requiredOpenGraph: ReadonlyArray<string> = ['og:type', 'og:title', 'og:description', 'og:url', 'og:image'];
export const requiredTwitter: ReadonlyArray<string> = ['twitter:card', 'twitter:title', 'twitter:description'];

const pass = (id: CheckId): Check => ({ id, status: 'pass', penalty: 0 });
const warning = (id: CheckId, penalty: number, finding: string): Check => ({ id, status: 'warning', penalty, finding });
const fail = (id: CheckId, penalty: number, finding: string): Check => ({ id, status: 'fail', penalty, finding });

function titleCheck({ title }: PageFacts): Check {
  if (!title) return fail('title', 30, 'no title');
  const band = titleBand(title.length);
  if (band === 'tooShort') return fail('title', 15, `title has ${title.length} characters (under 40 is too short)`);
  if (band === 'tooLong') return fail('title', 15, `title has ${title.length} characters (over 60 is too long)`);
  if (band === 'short') return warning('title', 5, `title has ${title.length} characters (50–60 is optimal)`);
  return pass('title');
}

function descriptionCheck({ description }: PageFacts): Check {
  if (!description) return fail('description', 30, 'no meta description');
  const band = descriptionBand(description.length);
  if (band === 'optimal') return pass('description');
  return warning('description', 10, `description has ${description.length} characters (120–160 is optimal)`);
}

function tagSetCheck(id: 'openGraph' | 'twitter', present: ReadonlyArray<string>, required: ReadonlyArray<string>): Check {
  const missing = required.filter((name) => !present.includes(name));
  if (missing.length === 0) return pass(id);
  if (missing.length === required.length) return fail(id, 10, `no ${id === 'openGraph' ? 'Open Graph' : 'Twitter'} tags`);
  return warning(id, 5, `missing ${missing.join(', ')}`);
}

function canonicalCheck({ canonical }: PageFacts, path: string): Check {
  if (!canonical) return fail('canonical', 30, 'no canonical link');
  let url: URL | null = null;
  try {
    url = /^https?:\/\//.test(canonical) ? new URL(canonical) : null;
  } catch {
    url = null;
  }
  if (!url) return fail('canonical', 20, `canonical ${canonical} is not an absolute URL`);
  if (url.pathname !== path || url.search || url.hash) return fail('canonical', 20, `canonical ${canonical} points elsewhere`);
  return pass('canonical');
}

interface Listing {
  inSitemap: boolean;
  disallowedInRobotsTxt: boolean;
}

function crawlerChecks(indexable: boolean, { inSitemap, disallowedInRobotsTxt }: Listing): Check[] {
  const sitemap = indexable
    ? inSitemap
      ? pass('sitemap')
      : warning('sitemap', 10, 'indexable but not in sitemap.xml')
    : inSitemap
      ? fail('sitemap', 20, 'noindex but listed in sitemap.xml')
      : pass('sitemap');
  const robotsTxt = indexable && disallowedInRobotsTxt ? fail('robotsTxt', 30, 'indexable but disallowed in robots.txt') : pass('robotsTxt');
  return [sitemap, robotsTxt];
}

function count(id: CheckId, found: number, penalty: number, finding: string, severity: 'warning' | 'fail'): Check {
  if (found === 0) return pass(id);
  return severity === 'fail' ? fail(id, penalty, `${found} ${finding}`) : warning(id, penalty, `${found} ${finding}`);
}

export function auditPage(path: string, facts: PageFacts, listing: Listing): PageAudit {
  const indexable = !/\bnoindex\b/i.test(facts.robots ?? '');
  const { structuredData } = facts;
  const checks: Check[] = [
    titleCheck(facts),
    descriptionCheck(facts),
    tagSetCheck('openGraph', facts.openGraph, requiredOpenGraph),
    tagSetCheck('twitter', facts.twitter, requiredTwitter),
    canonicalCheck(facts, path),
    facts.robots ? pass('robots') : warning('robots', 5, 'no robots meta tag'),
    facts.h1Count === 1 ? pass('h1') : fail('h1', 15, `${facts.h1Count} h1 headings instead of one`),
    count('imageAlt', facts.imagesWithoutAlt, 10, 'images without alt', 'fail'),
    count('linkText', facts.vagueLinkTexts.length, 5, `vague link texts (${facts.vagueLinkTexts.join(', ')})`, 'warning'),
    structuredData.blocks > 0 ? pass('structuredData') : warning('structuredData', 5, 'no JSON-LD'),
    count('structuredDataValid', structuredData.invalidBlocks, 30, 'JSON-LD blocks that do not parse or lack @context/@type', 'fail'),
    ...crawlerChecks(indexable, listing),
    facts.lang ? pass('lang') : fail('lang', 10, 'no lang on <html>'),
    facts.viewport ? pass('viewport') : fail('viewport', 10, 'no viewport meta tag'),
    count('imageSize', facts.imagesWithoutSize, 5, 'images without width and height', 'warning'),
    facts.fontFallback ? pass('fontFallback') : warning('fontFallback', 5, 'no metric-matched fallback for the text font'),
  ];
  const score = Math.max(0, 100 - checks.reduce((sum, check) => sum + check.penalty, 0));
  return { path, indexable, facts, ...listing, checks, score };
}
