import { FALLBACK_PATH, redirects, routes } from './routes';

/**
 * Hosting rules from one source: security headers and redirects, emitted for
 * Netlify / Cloudflare Pages (`_headers`, `_redirects`), for nginx, and read
 * by the local preview server (`npm start`).
 */

/**
 * The third-party hosts the site talks to, by purpose. Each loads only after
 * the visitor's click or consent; the CSP allows these and nothing else.
 */
export const thirdPartyHosts = {
  // Intercom messenger, EU region (Intercom's CSP list, EU workspace hosts only).
  chat: {
    script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: [
      'https://via.intercom.io',
      'https://api.eu.intercom.io',
      'https://api-iam.eu.intercom.io',
      'https://api-ping.intercom.io',
      'https://*.intercom-messenger.com',
      'wss://*.intercom-messenger.com',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://nexus-europe-websocket.intercom.io',
      'wss://nexus-europe-websocket.intercom.io',
      'https://uploads.intercomcdn.eu',
      'https://uploads.intercomusercontent.eu',
    ],
    img: ['https://js.intercomcdn.com', 'https://static.intercomassets.eu', 'https://downloads.intercomcdn.eu', 'https://uploads.intercomusercontent.eu', 'https://uploads.intercomcdn.eu'],
    font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    media: ['https://js.intercomcdn.com'],
    frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  },
  // Cal.com scheduler: the embed script and the booking page in its iframe.
  booking: {
    script: ['https://app.cal.com'],
    frame: ['https://app.cal.com', 'https://cal.com'],
  },
  // LinkedIn Insight tag (marketing consent only).
  linkedin: {
    script: ['https://snap.licdn.com'],
    connect: ['https://px.ads.linkedin.com'],
    img: ['https://px.ads.linkedin.com'],
  },
  // Google Ads conversion on /de/booking-confirmed (marketing consent only).
  ads: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
    img: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://www.google.ch', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
} as const;

type Directive = 'script' | 'connect' | 'img' | 'font' | 'media' | 'frame';

function hostsFor(directive: Directive): string[] {
  return Object.values(thirdPartyHosts).flatMap((service) => [...((service as Partial<Record<Directive, readonly string[]>>)[directive] ?? [])]);
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
