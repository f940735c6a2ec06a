import { siteServices, type CspDirective, type SiteService } from '../content/services';
import { FALLBACK_PATH, redirects, routes } from './routes';

/**
 * Hosting rules from one source: security headers and redirects, emitted for
 * Netlify / Cloudflare Pages (`_headers`, `_redirects`), for nginx, and read
 * by the local preview server (`npm start`).
 */

/**
 * The hosts of a CSP directive: whatever the services in the one service
 * list (`src/content/services.ts`) name for it. Each loads only after the
 * visitor's click or consent; the CSP allows these and nothing else, so the
 * privacy and cookie policies cannot leave out a host the site may reach.
 */
function hostsFor(directive: CspDirective): string[] {
  const hosts = siteServices.flatMap((service: SiteService) => [...(service.hosts[directive] ?? [])]);
  return [...new Set(hosts)];
}

export function contentSecurityPolicy(): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' or 'unsafe-eval' for scripts. JSON-LD blocks are data, not script.
    ['script-src', ["'self'", ...hostsFor('script')]],
    // styled-components injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...hostsFor('img')]],
    ['font-src', ["'self'", ...hostsFor('font')]],
    ['connect-src', ["'self'", ...hostsFor('connect')]],
    ['media-src', ["'self'", ...hostsFor('media')]],
    ['frame-src', hostsFor('frame').length ? hostsFor('frame') : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
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

export interface HostingRules {
  headers: Record<string, string>;
  cache: { hashedPrefix: string; hashed: string; other: string };
  /** Every page path, served from `<path>/index.html`. */
  pages: string[];
  redirects: Array<{ from: string; to: string; status: 301 }>;
  fallback: string;
}

export function hostingRules(): HostingRules {
  return {
    headers: securityHeaders(),
    cache: { ...cachePolicy },
    pages: routes.map((route) => route.path),
    redirects: redirects.map((redirect) => ({ ...redirect, status: 301 as const })),
    fallback: FALLBACK_PATH,
  };
}

/** Netlify and Cloudflare Pages `_headers`. */
export function netlifyHeaders(rules: HostingRules): string {
  const lines = Object.entries(rules.headers).map(([name, value]) => `  ${name}: ${value}`);
  // Pages get Netlify's default, which revalidates; a second Cache-Control under /* could be joined with this one.
  return ['/*', ...lines, '', `${rules.cache.hashedPrefix}*`, `  Cache-Control: ${rules.cache.hashed}`, ''].join('\n');
}

/** Netlify and Cloudflare Pages `_redirects`: listed redirects first, then any unknown path to the fallback. */
export function netlifyRedirects(rules: HostingRules): string {
  const listed = rules.redirects.flatMap((r) => (r.from === '/' ? [`${r.from} ${r.to} ${r.status}`] : [`${r.from} ${r.to} ${r.status}`, `${r.from}/ ${r.to} ${r.status}`]));
  // Existing files win over this rule (Netlify "shadowing"), so only unknown paths match.
  return [...listed, `/* ${rules.fallback} 301`, ''].join('\n');
}

/** An nginx server block with the same headers and redirects. */
export function nginxConfig(rules: HostingRules): string {
  const headers = Object.entries(rules.headers).map(([name, value]) => `    add_header ${name} "${value}" always;`);
  const redirectBlocks = rules.redirects.map((r) => `    location = ${r.from} { return ${r.status} ${r.to}; }${r.from === '/' ? '' : `\n    location = ${r.from}/ { return ${r.status} ${r.to}; }`}`);
  return [
    '# Generated from src/site/hosting.ts by `npm run build`. Include inside the http block.',
    'server {',
    '    listen 80;',
    '    root /usr/share/nginx/html;',
    '    index index.html;',
    // Compress text; woff2 and images are compressed already.
    '    gzip on;',
    '    gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain;',
    ...headers,
    ...redirectBlocks,
    `    location ${rules.cache.hashedPrefix} {`,
    ...headers.map((line) => `    ${line}`),
    `        add_header Cache-Control "${rules.cache.hashed}" always;`,
    '        try_files $uri =404;',
    '    }',
    '    location / {',
    ...headers.map((line) => `    ${line}`),
    `        add_header Cache-Control "${rules.cache.other}" always;`,
    '        try_files $uri $uri/index.html @fallback;',
    '    }',
    `    location @fallback { return 301 ${rules.fallback}; }`,
    '}',
    '',
  ].join('\n');
}
