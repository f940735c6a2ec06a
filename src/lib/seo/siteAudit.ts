/**
 * The audit of the whole site as the build writes it (`seo-audit.json`) and
 * the SEO pages render it, and the gate that fails the build.
 */
import { auditPage, type PageAudit } from './auditPage';
import { readPage } from './readPage';

export interface UnservedPath {
  path: string;
  /** Where a request for it is sent with a 301. */
  redirectsTo: string;
}

export interface SiteAudit {
  pages: ReadonlyArray<PageAudit>;
  /** Routes that render this audit themselves, so they cannot be in it. */
  internalPaths: ReadonlyArray<string>;
  /** Paths asked about that the site answers with a redirect. */
  unserved: ReadonlyArray<UnservedPath>;
}

export interface SiteAuditInput {
  /** Every prerendered route but the internal ones, with its HTML and its language's vague link texts («hier», «ici»). */
  pages: ReadonlyArray<{ path: string; html: string; vagueLinkTexts: ReadonlyArray<string> }>;
  internalPaths: ReadonlyArray<string>;
  sitemapXml: string;
  robotsTxt: string;
  /** Paths the SEO dashboard asks about, and where the host sends each (200 = served). */
  askedPaths: ReadonlyArray<{ path: string; status: number; location: string }>;
}

/** The paths listed in sitemap.xml. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url = '']) => new URL(url.trim()).pathname);
}

/** The `Disallow:` prefixes of robots.txt for every user agent. */
export function disallowedPrefixes(robotsTxt: string): string[] {
  return robotsTxt
    .split('\n')
    .map((line) => /^\s*disallow:\s*(\S+)/i.exec(line)?.[1])
    .filter((prefix): prefix is string => Boolean(prefix));
}

export function auditSite(input: SiteAuditInput): SiteAudit {
  const listed = new Set(sitemapPaths(input.sitemapXml));
  const disallowed = disallowedPrefixes(input.robotsTxt);
  return {
    pages: input.pages.map(({ path, html, vagueLinkTexts }) =>
      auditPage(path, readPage(html, vagueLinkTexts), {
        inSitemap: listed.has(path),
        disallowedInRobotsTxt: disallowed.some((prefix) => path.startsWith(prefix)),
      }),
    ),
    internalPaths: input.internalPaths,
    unserved: input.askedPaths.filter((asked) => asked.status !== 200).map(({ path, location }) => ({ path, redirectsTo: location })),
  };
}

export const gateMinimumScore = 90;

/**
 * Why the build must stop: an indexable page under 90, or without title,
 * description or canonical, or with broken JSON-LD. One line per page.
 */
export function gateFailures(audit: SiteAudit): string[] {
  const failures: string[] = [];
  for (const page of audit.pages) {
    if (!page.indexable) continue;
    const blocking = page.checks.filter(
      (check) =>
        check.penalty > 0 &&
        (page.score < gateMinimumScore ||
          check.id === 'structuredDataValid' ||
          ((check.id === 'title' || check.id === 'description' || check.id === 'canonical') && check.penalty >= 30)),
    );
    if (blocking.length === 0) continue;
    const findings = blocking.map((check) => check.finding).join('; ');
    failures.push(`${page.path}: score ${page.score}${page.score < gateMinimumScore ? ` (under ${gateMinimumScore})` : ''}: ${findings}`);
  }
  return failures;
}

/** The site's score: the mean of the indexable pages, rounded down. */
export function siteScore(audit: SiteAudit): number {
  const scored = audit.pages.filter((page) => page.indexable);
  if (scored.length === 0) return 0;
  return Math.floor(scored.reduce((sum, page) => sum + page.score, 0) / scored.length);
}
