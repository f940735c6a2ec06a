/**
 * The one place a request's answer is decided: what the local server
 * (`npm start`, the end-to-end tests) and the dev server answer to a
 * request path, and what the SEO dashboard reports for a path. The path is
 * matched against the route table (src/site/routes.ts) with React Router's
 * `matchRoutes`, case-sensitive as the table is: a page, a listed redirect
 * or `/` answers as its route says; anything else is a file where the site
 * folder has one, and otherwise gets its language's catch-all. The
 * generated nginx configuration is written from the same table, and `npm
 * test` holds nginx to the same answers (scripts/test-nginx.mjs). The
 * headers and caching come from the hosting rules (hosting.ts, written by
 * the build to rules.json).
 *
 * A page's path written with capitals gets a 301 to the page. Every path
 * that is not a page, a listed redirect or a real file gets a
 * 301 to the fallback of its language (the home page of `/fr/…`'s
 * language, the default's for everything else), however malformed or
 * hostile it is: a path that does not decode, climbs out of the folder,
 * holds NUL, markup, backslashes or double slashes, or is absurdly long;
 * only a missing file under /assets/ gets a 404. The answer never echoes
 * the input. `/` is answered by the visitor's language.
 */
import { matchRoutes } from 'react-router-dom';
import { preferredLanguage } from '../lib/locales';
import { handleOf, siteRoutes, type RouteAnswer } from './routes';

/** What serveRequest reads of the hosting rules: the headers and the caching. */
export interface RequestRules {
  /** Cache-Control for files under `hashedPrefix` (named after their content) and for everything else served. */
  cache: { hashedPrefix: string; hashed: string; other: string };
  /** Headers on every response. */
  headers: Readonly<Record<string, string>>;
  /** Headers a page carries besides `headers`: the policies of a document, which files ignore. */
  pageHeaders: Readonly<Record<string, string>>;
  /** The two over plain HTTP, where HSTS and the upgrade of requests are left out (see `Connection` in hosting.ts). */
  plainHttp: { headers: Readonly<Record<string, string>>; pageHeaders: Readonly<Record<string, string>> };
  /** Files served with a media type of their own (the feeds), not the one their name's ending suggests. */
  contentTypes: ReadonlyArray<{ path: string; contentType: string }>;
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
  const search = queryAt === -1 || rawUrl[queryAt] === '#' ? '' : rawUrl.slice(queryAt).replace(/#.*$/, '');
  // `/de/login/` and `/de/login` are the same page.
  const path = rawPath.replace(/\/+$/, '') || '/';
  // Only a path of plain characters is matched as it is; any other (an escape, markup, a backslash) names no route,
  // and gets the catch-all of its first segment, so nothing of a hostile path is decoded to choose the answer.
  const plain = PLAIN_PATH.test(path);
  const answer = answerTo(plain ? path : `/${SAFE_SEGMENT.test(rawPath.split('/')[1] ?? '') ? rawPath.split('/')[1] : '_'}/_`);
  const fallback = { kind: 'redirect', status: 301, location: answer.kind === 'fallback' ? answer.to : FALLBACK_OF_TABLE } as const;
  // `//host/…` would read as another origin; `\` as a separator on some systems.
  if (!rawPath.startsWith('/') || rawPath.length > MAX_PATH_LENGTH || rawPath.includes('\\') || /\/\/./.test(rawPath)) return fallback;

  if (plain && answer.kind === 'negotiated') {
    const fallbackLanguage = answer.languages.find((entry) => entry.to === answer.defaultTo)?.language ?? '';
    const language = preferredLanguage(acceptLanguage, answer.languages.map((entry) => entry.language), fallbackLanguage);
    return { kind: 'redirect', status: answer.status, location: answer.languages.find((entry) => entry.language === language)?.to ?? answer.defaultTo, vary: answer.vary };
  }
  if (plain && answer.kind === 'redirect') return { kind: 'redirect', status: answer.status, location: answer.to };
  if (plain && answer.kind === 'page' && answer.route.path === path) return { kind: 'page', path, url: `${path}/index.html${search}` };
  // A page's path typed in capitals (`/IT/prezzi`, `/de/Pricing`) finds the page: every page path is lower case.
  const lower = plain && /[A-Z]/.test(path) ? lowerCasePage(path) : null;
  if (lower) return { kind: 'redirect', status: 301, location: `${lower}${search}` };

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

/** A path the route table may be asked about as it is: letters, digits, `._~-` and slashes, nothing escaped. */
const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*$/;

/** The page at `path` in lower case, if there is one. */
export function lowerCasePage(path: string): string | null {
  const lower = path.toLowerCase();
  const found = answerTo(lower);
  return found.kind === 'page' && found.route.path === lower ? lower : null;
}

/** Where the table's last route, the catch-all outside every language, sends a path. */
const FALLBACK_OF_TABLE = (() => {
  const last = handleOf(siteRoutes.at(-1)!).answer;
  if (last?.kind !== 'fallback') throw new Error('the route table must end with its catch-all');
  return last.to;
})();

/** The table's answer at a plain path: the last matched route's. Every path matches, at worst the catch-all. */
function answerTo(path: string): RouteAnswer {
  return handleOf(matchRoutes(siteRoutes, path)?.at(-1)?.route ?? {}).answer ?? { kind: 'fallback', status: 301, to: FALLBACK_OF_TABLE };
}

/** The Cache-Control of a served page or file: a year for content-hashed files, revalidation for the rest; none on a redirect or a 404. */
export function cacheControlFor(decision: RequestDecision, rules: RequestRules): string | null {
  if (decision.kind === 'redirect' || decision.kind === 'missing') return null;
  if (decision.kind === 'file' && `/${decision.file}`.startsWith(rules.cache.hashedPrefix)) return rules.cache.hashed;
  return rules.cache.other;
}

/**
 * The headers of an answer besides Cache-Control: every response's, and on a
 * page the policies of a document too, on a file the rules type (a feed) its
 * media type; over plain HTTP without what only HTTPS means (`secure` is
 * false for `npm start` on localhost).
 */
export function headersFor(decision: RequestDecision, rules: RequestRules, secure = true): Record<string, string> {
  const { headers, pageHeaders } = secure ? rules : rules.plainHttp;
  if (decision.kind === 'page') return { ...headers, ...pageHeaders };
  const typed = decision.kind === 'file' ? rules.contentTypes.find((entry) => entry.path === `/${decision.file}`) : undefined;
  if (typed) return { ...headers, 'Content-Type': typed.contentType };
  return decision.kind === 'redirect' && decision.vary ? { ...headers, Vary: decision.vary } : { ...headers };
}
