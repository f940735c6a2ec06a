import { createHash } from 'node:crypto';
import { serviceFacts, type CspDirective, type ServiceFacts } from '../content/services';
import { headScripts } from './headScripts';
import { FALLBACK_PATH, languageFallbacks, redirects, rootRedirect, routes } from './routes';
import { blogFeedPathOf } from '../content/blog';
import { locales } from '../lib/locales';

/**
 * Hosting rules from one source: security headers and caching, and the
 * route table's pages and redirects (src/site/routes.ts), emitted for
 * Netlify / Cloudflare Pages (`_headers`, `_redirects`) and for nginx; the
 * local preview server (`npm start`) reads the headers and caching, and
 * matches paths against the route table itself (serveRequest.ts).
 */

/**
 * The hosts of a CSP directive: whatever the services in the one service
 * list (`src/content/services.ts`) name for it. Each loads only after the
 * visitor's click or consent; the CSP allows these and nothing else, so the
 * privacy and cookie policies cannot leave out a host the site may reach.
 */
function hostsFor(directive: CspDirective): string[] {
  const hosts = serviceFacts.flatMap((service: ServiceFacts) => [...(service.hosts[directive] ?? [])]);
  return [...new Set(hosts)];
}

/**
 * How a response travels. Production serves HTTPS only; `npm start` and the
 * tests serve plain HTTP on localhost, where a page told to upgrade its
 * requests loses every script, image and font in WebKit (Safari, every
 * iPhone browser), which upgrades loopback too (WebKit bug 250776), and
 * where HSTS means nothing. Both are left out there, and only there.
 */
export type Connection = 'https' | 'http';

/** A CSP source that allows one inline script by its exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(connection: Connection = 'https'): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' or 'unsafe-eval' for scripts: only the head's own scripts, by their hashes. JSON-LD blocks are data, not script.
    ['script-src', ["'self'", ...headScripts.map(scriptHash), ...hostsFor('script')]],
    // styled-components injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...hostsFor('img')]],
    // Inter's subset comes inline with each page (scripts/build/prerender.mjs).
    ['font-src', ["'self'", 'data:', ...hostsFor('font')]],
    ['connect-src', ["'self'", ...hostsFor('connect')]],
    ['media-src', ["'self'", ...hostsFor('media')]],
    ['frame-src', hostsFor('frame').length ? hostsFor('frame') : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(connection === 'https' ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * What every response carries, files as well as pages: HTTPS only, no
 * content sniffing (which matters most for scripts and stylesheets), and the
 * referrer policy, which also governs the requests a stylesheet makes.
 */
export function responseHeaders(connection: Connection = 'https'): Record<string, string> {
  return {
    ...(connection === 'https' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * What governs a document: what it may load, which browser features it may
 * use, who may frame it. A script, a stylesheet or a font ignores these, so
 * only pages carry them; sent with every file they cost about 1.9 kB per
 * response (the CSP alone 1.6 kB): 62 kB on a first visit of /de over
 * HTTP/1.1 (docs/decisions/006-serving-headers-and-compression.md).
 *
 * No `Cross-Origin-Opener-Policy`: a page that sends one gets a renderer
 * process of its own, started cold, when it is opened from an empty tab
 * (and on Android, where Chrome isolates sites that send it, from any
 * other site). Measured November 2026, Lighthouse at the reference phone,
 * the same /de served with and without it: main-thread work 1.5× (4042
 * against 2562 ms), TBT 641 against 287 ms. What it guards, a site that
 * opened one of our pages reaching its window later (to count its frames
 * or send it elsewhere), finds nothing to read on public pages; the other
 * way, our links to other sites open with `noopener` already.
 */
export function pageHeaders(connection: Connection = 'https'): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connection),
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Caching: the build names every file under /assets/ after its content, so
 * it can be kept for a year; pages and the other files keep their address
 * across deploys and are revalidated on every visit.
 */
export const cachePolicy = {
  hashedPrefix: '/assets/',
  hashed: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const;

/**
 * An Atom feed's media type, with its charset: a server's guess for `.xml`
 * (`text/xml`, or `application/xml` without a charset) made feed readers
 * guess the encoding, and feedparser flagged the German, French and
 * Italian feeds as broken.
 */
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** Files whose media type the rules set instead of a server's guess by the name's ending: each language's feed. */
export function contentTypes(): Array<{ path: string; contentType: string }> {
  return locales.map((locale) => ({ path: blogFeedPathOf(locale), contentType: FEED_CONTENT_TYPE }));
}

export interface HostingRules {
  /** On every response, over HTTPS (production). */
  headers: Record<string, string>;
  /** On pages only, as well as `headers`, over HTTPS. */
  pageHeaders: Record<string, string>;
  /** The same two over plain HTTP (`npm start` on localhost): without HSTS and the upgrade of requests. */
  plainHttp: { headers: Record<string, string>; pageHeaders: Record<string, string> };
  cache: { hashedPrefix: string; hashed: string; other: string };
  /** Every page path, in every language, served from `<path>/index.html`. */
  pages: string[];
  redirects: Array<{ from: string; to: string; status: 301 }>;
  fallback: string;
  /** Per language prefix, where its unknown paths go: `/fr/…` to `/fr`. */
  fallbacks: Array<{ prefix: string; to: string }>;
  /** `/` by the visitor's language (`Accept-Language`), the default language's home otherwise. */
  root: { languages: Array<{ language: string; to: string }>; defaultTo: string; status: 302; vary: string };
  /** Files served with a media type of their own (the feeds), not the one their name's ending suggests. */
  contentTypes: Array<{ path: string; contentType: string }>;
}

export function hostingRules(): HostingRules {
  return {
    headers: responseHeaders('https'),
    pageHeaders: pageHeaders('https'),
    plainHttp: { headers: responseHeaders('http'), pageHeaders: pageHeaders('http') },
    cache: { ...cachePolicy },
    pages: routes.map((route) => route.path),
    redirects: redirects.map((redirect) => ({ ...redirect, status: 301 as const })),
    fallback: FALLBACK_PATH,
    fallbacks: languageFallbacks.map(({ prefix, to }) => ({ prefix, to })),
    root: {
      languages: rootRedirect.languages.map(({ language, to }) => ({ language, to })),
      defaultTo: rootRedirect.defaultTo,
      status: rootRedirect.status,
      vary: rootRedirect.vary,
    },
    contentTypes: contentTypes(),
  };
}

/**
 * Path patterns that cover every page and no file: each page's first
 * segment, exact and with everything below it (`/de`, `/de/*`). Anything
 * else under them is not a file and is redirected.
 */
export function pagePatterns(pages: ReadonlyArray<string>): string[] {
  const tops = [...new Set(pages.map((page) => page.split('/')[1] ?? ''))];
  return tops.flatMap((top) => (top === '' ? ['/'] : [`/${top}`, `/${top}/*`]));
}

const headerLines = (headers: Record<string, string>, indent: string, format: (name: string, value: string) => string) =>
  Object.entries(headers).map(([name, value]) => `${indent}${format(name, value)}`);

/** Netlify and Cloudflare Pages `_headers`: the rules of every matching pattern apply together. */
export function netlifyHeaders(rules: HostingRules): string {
  const line = (name: string, value: string) => `${name}: ${value}`;
  return [
    '/*',
    ...headerLines(rules.headers, '  ', line),
    '',
    ...pagePatterns(rules.pages).flatMap((pattern) => [pattern, ...headerLines(rules.pageHeaders, '  ', line), '']),
    // Pages get Netlify's default, which revalidates; a second Cache-Control under /* could be joined with this one.
    `${rules.cache.hashedPrefix}*`,
    `  Cache-Control: ${rules.cache.hashed}`,
    '',
    // A header of `_headers` overrides the one the host would send (Netlify's and Cloudflare Pages' documentation).
    ...rules.contentTypes.flatMap(({ path, contentType }) => [path, `  Content-Type: ${contentType}`, '']),
  ].join('\n');
}

/**
 * Netlify and Cloudflare Pages `_redirects`: `/` by language (Netlify's
 * `Language=` condition reads `Accept-Language`; Cloudflare Pages knows no
 * conditions and sends everyone to the default language's line below it),
 * listed redirects, a language's segment in capitals (`/IT/prezzi`) to the
 * language's (their paths match case by case and know no lower-casing, so a
 * capital further in, `/it/Prezzi`, reaches the language's home instead of
 * the page, as the fallback does), each language's unknown paths to its home
 * page, then any other unknown path to the fallback.
 */
export function netlifyRedirects(rules: HostingRules): string {
  const { root } = rules;
  const byLanguage = root.languages.filter((entry) => entry.to !== root.defaultTo).map((entry) => `/ ${entry.to} ${root.status} Language=${entry.language}`);
  const listed = rules.redirects.flatMap((r) => [`${r.from} ${r.to} ${r.status}`, `${r.from}/ ${r.to} ${r.status}`]);
  // Existing files win over these rules (Netlify "shadowing"), so only unknown paths match.
  const capitals = rules.fallbacks.flatMap(({ prefix }) => {
    const segment = prefix.slice(1);
    return [segment.toUpperCase(), `${segment[0]!.toUpperCase()}${segment.slice(1)}`].flatMap((written) => [`/${written} ${prefix} 301`, `/${written}/* ${prefix}/:splat 301`]);
  });
  const perLanguage = rules.fallbacks.map((entry) => `${entry.prefix}/* ${entry.to} 301`);
  return [...byLanguage, `/ ${root.defaultTo} ${root.status}`, ...listed, ...capitals, ...perLanguage, `/* ${rules.fallback} 301`, ''].join('\n');
}

/** The internal location nginx sends a target it cannot parse to (no page is named so). */
const MALFORMED = '/_malformed';

/** The name of a language's fallback location in nginx: `@fallback_fr`. */
const fallbackName = (prefix: string) => `@fallback_${prefix.slice(1)}`;

/** The file nginx loads the language of `/` from (written beside nginx.conf), and the folder the config expects it in. */
export const NGINX_LANGUAGE_SCRIPT = 'site-language.js';
export const NGINX_SCRIPT_FOLDER = '/etc/nginx/site';

/**
 * The language of `/` for nginx, as an njs module (nginx's JavaScript,
 * Debian's `libnginx-mod-http-js`): the home page of the language the
 * browser ranks highest among the site's, by q value and then by order,
 * as `preferredLanguage` in src/lib/locales.ts decides for `npm start`. A
 * `map` cannot: its regexes can find a language in the header but not
 * compare two q values. Written in the JavaScript njs 0.7 runs; the unit
 * test runs it beside `negotiateLocale`, and `npm test` serves the build
 * with nginx and compares the answers. It also finds the page of a path
 * written in capitals (`/IT/prezzi` to `/it/prezzi`), as serveRequest's
 * `lowerCasePage` does: nginx cannot lower a path's case by itself.
 */
export function nginxLanguageScript(rules: HostingRules): string {
  const { root } = rules;
  return [
    '// Generated from src/site/hosting.ts by `npm run build`: the language of `/`, as src/lib/locales.ts chooses it.',
    `var homes = ${JSON.stringify(Object.fromEntries(root.languages.map((entry) => [entry.language, entry.to])))};`,
    `var fallback = ${JSON.stringify(root.defaultTo)};`,
    `var pages = ${JSON.stringify(Object.fromEntries(rules.pages.map((page) => [page, true])))};`,
    '',
    '// The page at the request path in lower case, or nothing.',
    'function lowerCasePage(r) {',
    "  var lower = r.uri.toLowerCase().replace(/\\/+$/, '') || '/';",
    "  return Object.prototype.hasOwnProperty.call(pages, lower) && lower !== r.uri ? lower : '';",
    '}',
    '',
    'function home(r) {',
    "  var header = r.headersIn['Accept-Language'];",
    '  if (!header) return fallback;',
    '  var ranked = [];',
    "  var parts = header.split(',');",
    '  for (var index = 0; index < parts.length; index++) {',
    "    var pieces = parts[index].trim().split(';');",
    "    var language = pieces[0].trim().toLowerCase().split('-')[0];",
    '    var q = 1;',
    '    for (var i = 1; i < pieces.length; i++) {',
    '      var match = /^\\s*q=([0-9.]+)\\s*$/.exec(pieces[i]);',
    '      if (match) {',
    '        q = Number(match[1]);',
    '        break;',
    '      }',
    '    }',
    "    if (language !== '' && q > 0 && !isNaN(q)) ranked.push({ language: language, q: q, index: index });",
    '  }',
    '  ranked.sort(function (a, b) {',
    '    return b.q - a.q || a.index - b.index;',
    '  });',
    '  for (var k = 0; k < ranked.length; k++) {',
    '    if (Object.prototype.hasOwnProperty.call(homes, ranked[k].language)) return homes[ranked[k].language];',
    '  }',
    '  return fallback;',
    '}',
    '',
    'export default { home: home, lowerCasePage: lowerCasePage };',
    '',
  ].join('\n');
}

/**
 * An nginx server block with the same headers and redirects (it goes
 * inside the http block). `/` is answered by the njs module above, which
 * must sit in `NGINX_SCRIPT_FOLDER` (Debian's nginx loads the module
 * with `libnginx-mod-http-js` installed).
 */
export function nginxConfig(rules: HostingRules): string {
  const addHeader = (name: string, value: string) => `add_header ${name} "${value}" always;`;
  // A location with an add_header of its own inherits none from the server block, so each lists all of its headers.
  // Cache-Control without `always`: on a 200 or 304, never on a 404 (a missing asset must not be kept for a year).
  const location = (match: string, headers: Record<string, string>, cacheControl: string, tryFiles: string, extra: string[] = []) => [
    `    location ${match} {`,
    ...headerLines(headers, '        ', addHeader),
    `        add_header Cache-Control "${cacheControl}";`,
    ...extra.map((line) => `        ${line}`),
    `        try_files ${tryFiles};`,
    '    }',
  ];
  const page = { ...rules.headers, ...rules.pageHeaders };
  const fallbackOf = (pattern: string) => {
    const claimed = rules.fallbacks.find((entry) => pattern === entry.prefix || pattern.startsWith(`${entry.prefix}/`));
    return claimed ? fallbackName(claimed.prefix) : '@fallback';
  };
  const pageLocations = pagePatterns(rules.pages).flatMap((pattern) =>
    pattern.endsWith('/*')
      ? location(pattern.slice(0, -1), page, rules.cache.other, `$uri $uri/index.html ${fallbackOf(pattern)}`)
      : location(`= ${pattern}`, page, rules.cache.other, `$uri/index.html ${fallbackOf(pattern)}`),
  );
  const redirectBlocks = rules.redirects.map((r) => `    location = ${r.from} { return ${r.status} ${r.to}; }\n    location = ${r.from}/ { return ${r.status} ${r.to}; }`);
  const { root } = rules;
  const toLowerCasePage = '        if ($site_lower_case_page) { return 301 $site_lower_case_page$is_args$args; }';
  // The fallback chosen from the request as it arrived, for a target nginx would otherwise parse or merge.
  const fallbackByRequest = [
    ...rules.fallbacks.map((entry) => `        if ($request_uri ~ "^${entry.prefix}(/|$)") { return 301 ${entry.to}; }`),
    `        return 301 ${rules.fallback};`,
  ];
  return [
    '# Generated from src/site/hosting.ts by `npm run build`. Include inside the http block;',
    `# ${NGINX_LANGUAGE_SCRIPT} (beside this file) goes in ${NGINX_SCRIPT_FOLDER}/ and needs nginx's njs module.`,
    `js_path ${NGINX_SCRIPT_FOLDER};`,
    `js_import site_language from ${NGINX_LANGUAGE_SCRIPT};`,
    'js_set $site_home site_language.home;',
    'js_set $site_lower_case_page site_language.lowerCasePage;',
    'server {',
    '    listen 80;',
    '    root /usr/share/nginx/html;',
    '    index index.html;',
    // Compress text; woff2 and images are compressed already. The build
    // writes a .gz beside each text file (gzip_static serves it as it is);
    // with the ngx_brotli module, `brotli_static on;` serves its .br too.
    // Vary: a shared cache must not hand the compressed copy to a client that did not ask for it.
    '    gzip on;',
    '    gzip_static on;',
    '    gzip_vary on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml application/xml application/atom+xml text/plain;',
    // `//de` and `/de//login` are no pages (serveRequest sends them to the fallback), so nginx must not merge them into one.
    '    merge_slashes off;',
    // A target nginx cannot parse (`/de/%`, an escaped `..` or NUL) gets the fallback's 301, as any unknown path, instead of a 400.
    `    error_page 400 ${MALFORMED};`,
    ...headerLines(rules.headers, '    ', addHeader),
    '    location = / {',
    ...headerLines({ ...rules.headers, Vary: root.vary }, '        ', addHeader),
    `        return ${root.status} $site_home;`,
    '    }',
    ...redirectBlocks,
    // A feed: its own media type and charset (nginx's types would say text/xml, without a charset), a file's headers.
    ...rules.contentTypes.flatMap(({ path, contentType }) => {
      const [type = '', charset = 'utf-8'] = contentType.split(/;\s*charset=/);
      return [
        `    location = ${path} {`,
        ...headerLines(rules.headers, '        ', addHeader),
        `        add_header Cache-Control "${rules.cache.other}";`,
        '        types { }',
        `        default_type ${type};`,
        `        charset ${charset};`,
        `        charset_types ${type};`,
        `        try_files $uri ${fallbackOf(path)};`,
        '    }',
      ];
    }),
    `    location ~ "//." {`,
    ...fallbackByRequest,
    '    }',
    `    location = ${MALFORMED} {`,
    '        internal;',
    ...fallbackByRequest,
    '    }',
    // Its files are served from their precompressed copies; nginx's own 404 page is not compressed (and varies by nothing).
    ...location(rules.cache.hashedPrefix, rules.headers, rules.cache.hashed, '$uri =404', ['gzip off;']),
    ...pageLocations,
    ...location('/', rules.headers, rules.cache.other, '$uri $uri/index.html @fallback'),
    // A page's path written in capitals: the page (the njs module finds it), else the fallback.
    ...rules.fallbacks.map((entry) => `    location ${fallbackName(entry.prefix)} {\n${toLowerCasePage}\n        return 301 ${entry.to};\n    }`),
    `    location @fallback {\n${toLowerCasePage}\n        return 301 ${rules.fallback};\n    }`,
    '}',
    '',
  ].join('\n');
}
