/**
 * The one place a request's answer is decided: what the local server
 * (`npm start`, the end-to-end tests) and the dev server answer to a
 * request path, and what the SEO dashboard reports for a path, from the
 * hosting rules alone. The generated nginx configuration is written from
 * the same rules, and `npm test` holds nginx to the same answers
 * (scripts/test-nginx.mjs). It imports only the language negotiation, so
 * vite.config.ts can use it without bundling the route table and its
 * pages; `hostingRules()` in hosting.ts produces the rules it reads.
 *
 * Every path that is not a page, a listed redirect or a real file gets a
 * 301 to the fallback of its language (the home page of `/fr/…`'s
 * language, the default's for everything else), however malformed or
 * hostile it is: a path that does not decode, climbs out of the folder,
 * holds NUL, markup, backslashes or double slashes, or is absurdly long;
 * only a missing file under /assets/ gets a 404. The answer never echoes
 * the input. `/` is answered by the visitor's language.
 */
// With its extension: vite.config.ts loads this module as it is (see the config).
import { preferredLanguage } from '../lib/locales.ts';

export interface RequestRules {
  /** Page paths, served from `<path>/index.html`. */
  pages: ReadonlyArray<string>;
  redirects: ReadonlyArray<{ from: string; to: string }>;
  /** Where an unknown path goes when no language prefix of `fallbacks` claims it. */
  fallback: string;
  /** Per language prefix (`/fr`), where its unknown paths go. */
  fallbacks: ReadonlyArray<{ prefix: string; to: string }>;
  /** `/`: the home page of the language the browser prefers, the default's otherwise; a temporary redirect that varies by that header. */
  root: { languages: ReadonlyArray<{ language: string; to: string }>; defaultTo: string; status: 302; vary: string };
  /** Cache-Control for files under `hashedPrefix` (named after their content) and for everything else served. */
  cache: { hashedPrefix: string; hashed: string; other: string };
  /** Headers on every response. */
  headers: Readonly<Record<string, string>>;
  /** Headers a page carries besides `headers`: the policies of a document, which files ignore. */
  pageHeaders: Readonly<Record<string, string>>;
  /** The two over plain HTTP, where HSTS and the upgrade of requests are left out (see `Connection` in hosting.ts). */
  plainHttp: { headers: Readonly<Record<string, string>>; pageHeaders: Readonly<Record<string, string>> };
}

export type RequestDecision =
  /** Serve the page at `path` (its route's path): its prerendered HTML, the request rewritten to `url`. */
  | { kind: 'page'; path: string; url: string }
  /** Serve the file the path names (relative to the site folder, decoded and safe). */
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; status: 301 | 302; location: string; vary?: string }
  /**
   * A 404, only for a file under `cache.hashedPrefix` that is not there: a
   * page that asks for a script or stylesheet the deploy no longer has must
   * not get a page instead.
   */
  | { kind: 'missing' };

/** Longer paths are never ours; checking them costs a file-system lookup for nothing. */
export const MAX_PATH_LENGTH = 1024;

/** File names the build writes: letters, digits and `._~-`; no segment starts with a dot. */
const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape (`%`, `%ff%fe`, a cut-off UTF-8 sequence) names nothing we serve.
    return null;
  }
}

/**
 * `rawUrl` is the request target as it arrived (`req.url`): path and query,
 * still percent-encoded. `isFile` answers whether a safe relative path is a
 * file in the site folder.
 */
export function serveRequest(rawUrl: string, rules: RequestRules, isFile: (file: string) => boolean, acceptLanguage?: string): RequestDecision {
  const queryAt = rawUrl.search(/[?#]/);
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  // Matched on the raw path, so nothing of a hostile one is decoded to choose the answer.
  const claimed = rules.fallbacks.find(({ prefix }) => rawPath === prefix || rawPath.startsWith(`${prefix}/`));
  const fallback = { kind: 'redirect', status: 301, location: claimed?.to ?? rules.fallback } as const;
  const search = queryAt === -1 || rawUrl[queryAt] === '#' ? '' : rawUrl.slice(queryAt).replace(/#.*$/, '');
  // `//host/…` would read as another origin; `\` as a separator on some systems.
  if (!rawPath.startsWith('/') || rawPath.length > MAX_PATH_LENGTH || rawPath.includes('\\') || /\/\/./.test(rawPath)) return fallback;

  // `/de/login/` and `/de/login` are the same page.
  const path = rawPath.replace(/\/+$/, '') || '/';
  if (path === '/') {
    const { languages, defaultTo, status, vary } = rules.root;
    const fallbackLanguage = languages.find((entry) => entry.to === defaultTo)?.language ?? '';
    const language = preferredLanguage(acceptLanguage, languages.map((entry) => entry.language), fallbackLanguage);
    return { kind: 'redirect', status, location: languages.find((entry) => entry.language === language)?.to ?? defaultTo, vary };
  }
  const redirect = rules.redirects.find((entry) => entry.from === path);
  if (redirect) return { kind: 'redirect', status: 301, location: redirect.to };
  if (rules.pages.includes(path)) return { kind: 'page', path, url: `${path}/index.html${search}` };

  const file = decoded(rawPath);
  if (file === null) return fallback;
  const hashed = file.startsWith(rules.cache.hashedPrefix);
  if (file.endsWith('/')) return hashed && file === rules.cache.hashedPrefix ? { kind: 'missing' } : fallback;
  const segments = file.slice(1).split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return fallback;
  const relative = segments.join('/');
  if (isFile(relative)) return { kind: 'file', file: relative };
  return hashed ? { kind: 'missing' } : fallback;
}

/** The Cache-Control of a served page or file: a year for content-hashed files, revalidation for the rest; none on a redirect or a 404. */
export function cacheControlFor(decision: RequestDecision, rules: RequestRules): string | null {
  if (decision.kind === 'redirect' || decision.kind === 'missing') return null;
  if (decision.kind === 'file' && `/${decision.file}`.startsWith(rules.cache.hashedPrefix)) return rules.cache.hashed;
  return rules.cache.other;
}

/**
 * The headers of an answer besides Cache-Control: every response's, and on a
 * page the policies of a document too; over plain HTTP without what only
 * HTTPS means (`secure` is false for `npm start` on localhost).
 */
export function headersFor(decision: RequestDecision, rules: RequestRules, secure = true): Record<string, string> {
  const { headers, pageHeaders } = secure ? rules : rules.plainHttp;
  if (decision.kind === 'page') return { ...headers, ...pageHeaders };
  return decision.kind === 'redirect' && decision.vary ? { ...headers, Vary: decision.vary } : { ...headers };
}
