import type { Locator, Page } from 'playwright-core';
import { locales, type Locale } from '../../../src/lib/locales';
import { blogFeedPathOf } from '../../../src/content/blog';
import { operator } from '../../../src/content/operator';
import { FALLBACK_PATH, plannedPaths, redirects, routes } from '../../../src/site/routes';
import { BASE_URL } from './site';

/** A link as the page has it: the raw `href`, where it was found, and the language it declares it leads to (`hreflang`), if any. */
export interface FoundLink {
  href: string;
  where: string;
  hreflang?: string;
}

/** Every `a[href]` inside `scope`, with its raw attribute (not the resolved URL) and its text. */
export function linksIn(scope: Locator, where: string): Promise<FoundLink[]> {
  return scope.evaluate(
    (root, label) =>
      [...root.querySelectorAll('a[href]')].map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        where: `${label} «${(anchor.textContent || anchor.getAttribute('aria-label') || '').trim().slice(0, 40)}»`,
        ...(anchor.hasAttribute('hreflang') ? { hreflang: anchor.getAttribute('hreflang')! } : {}),
      })),
    where,
  );
}

interface Target {
  status: number;
  location: string | null;
  /** Every `id` in the served HTML (prerendered and hydrated alike, which the hydration checks keep true). */
  ids: Set<string>;
}

const servedPaths = new Set<string>(routes.map((route) => route.path));
const localeOfRoute = new Map<string, Locale>(routes.map((route) => [route.path, route.locale]));
const plannedSet = new Set<string>(plannedPaths);
/** Files the build writes beside the pages that pages link to: each language's feed of the blog. */
const feedPaths = new Set<string>(locales.map(blogFeedPathOf));

/**
 * Checks links against the served build: a link to a route must answer 200
 * (never quietly fall back to the home page), a link to a planned page must
 * redirect to the fallback until the page lands (then it leaves
 * `plannedPaths` and 200 is demanded), a declared redirect must redirect
 * where declared, and every `#fragment` must name an element of its target
 * page. A link to a page in another language than the page's must say so
 * (`hreflang`, as the language switch does). Anything else inside the site
 * is a broken link. Each target is fetched once per test file.
 */
export class LinkChecker {
  private readonly targets = new Map<string, Promise<Target>>();

  private target(path: string): Promise<Target> {
    let target = this.targets.get(path);
    if (!target) {
      // Bounded: a request the server never answers fails the check with its reason instead of holding it.
      target = fetch(`${BASE_URL}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) }).then(async (response) => {
        const html = response.status === 200 ? await response.text() : '';
        return {
          status: response.status,
          location: response.headers.get('location'),
          ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)),
        };
      });
      this.targets.set(path, target);
    }
    return target;
  }

  /** The problems with `links` found on `page` (at `currentPath`); empty when all resolve. */
  async problems(page: Page, currentPath: string, links: ReadonlyArray<FoundLink>): Promise<string[]> {
    const problems: string[] = [];
    const siteOrigins = new Set([new URL(BASE_URL).origin, new URL(operator.siteOrigin).origin]);
    const pageLocale = localeOfRoute.get(currentPath);
    for (const { href, where, hreflang } of links) {
      const url = new URL(href, `${BASE_URL}${currentPath}`);
      if (!siteOrigins.has(url.origin)) continue; // mailto:, tel:, other hosts: not ours to check
      // The product documentation (operator.docs) lives under /api/ on the same
      // origin but is served by another system, not by this site's route
      // table; only those operator-docs URLs are skipped.
      if (url.pathname.startsWith(operator.docs.api)) continue;
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (href.endsWith('#')) {
        problems.push(`${where}: ${href} leads nowhere`);
        continue;
      }
      const path = url.pathname;
      const redirect = redirects.find((entry) => entry.from === path);
      const target = await this.target(path);
      if (servedPaths.has(path)) {
        if (target.status !== 200) problems.push(`${where}: ${href} answers ${target.status} (to ${target.location}), not 200`);
        const targetLocale = localeOfRoute.get(path);
        if (targetLocale !== pageLocale && hreflang !== targetLocale) problems.push(`${where}: ${href} leads from a ${pageLocale} page to a ${targetLocale} page without saying so (hreflang)`);
        if (fragment) {
          const exists = path === currentPath ? await page.evaluate((id) => document.getElementById(id) !== null, fragment) : target.ids.has(fragment);
          if (!exists) problems.push(`${where}: ${href} names #${fragment}, which ${path} does not have`);
        }
      } else if (plannedSet.has(path)) {
        // Planned, not served yet: the redirect to the fallback is expected; its anchor is checked once the page lands.
        if (target.status !== 301 || target.location !== FALLBACK_PATH) problems.push(`${where}: planned ${href} answers ${target.status} (to ${target.location}), not 301 to ${FALLBACK_PATH}`);
      } else if (feedPaths.has(path)) {
        if (target.status !== 200) problems.push(`${where}: the feed ${href} answers ${target.status}, not 200`);
      } else if (redirect) {
        if (target.status !== 301 || target.location !== redirect.to) problems.push(`${where}: ${href} answers ${target.status} (to ${target.location}), not 301 to ${redirect.to}`);
      } else {
        problems.push(`${where}: ${href} is neither a route, a planned page nor a declared redirect (answers ${target.status} to ${target.location})`);
      }
    }
    return problems;
  }
}
