import { describe, expect, it } from 'vitest';
import { hostingRules } from './hosting';
import { cacheControlFor, headersFor, MAX_PATH_LENGTH, serveRequest } from './serveRequest';
import { hostilePaths } from '../../scripts/lib/hostilePaths.mjs';

const rules = hostingRules();
const files = new Set(['robots.txt', 'sitemap.xml', 'assets/index-Ab12_c-d.js', 'brand/logo.svg']);
const decide = (url: string) => serveRequest(url, rules, (file) => files.has(file));
const toFallback = { kind: 'redirect', status: 301, location: '/de' };

describe('serveRequest', () => {
  it('serves each page from its prerendered file, with or without a trailing slash, keeping the query', () => {
    expect(decide('/de')).toEqual({ kind: 'page', path: '/de', url: '/de/index.html' });
    expect(decide('/de/login/')).toEqual({ kind: 'page', path: '/de/login', url: '/de/login/index.html' });
    expect(decide('/de/faq//')).toEqual({ kind: 'page', path: '/de/faq', url: '/de/faq/index.html' });
    expect(decide('/de/login?tab=signup#form')).toEqual({ kind: 'page', path: '/de/login', url: '/de/login/index.html?tab=signup' });
  });

  it('answers / by the browser\'s language, temporarily and varying by it', () => {
    const root = (acceptLanguage?: string) => serveRequest('/', rules, (file) => files.has(file), acceptLanguage);
    expect(root('fr-CH,fr;q=0.9,de;q=0.8,en;q=0.7')).toEqual({ kind: 'redirect', status: 302, location: '/fr', vary: 'Accept-Language' });
    expect(root('de-CH')).toEqual({ kind: 'redirect', status: 302, location: '/de', vary: 'Accept-Language' });
    // Portuguese and Spanish: languages the site does not have.
    expect(root('pt-BR,pt;q=0.9')).toEqual({ kind: 'redirect', status: 302, location: '/de', vary: 'Accept-Language' });
    expect(root()).toEqual({ kind: 'redirect', status: 302, location: '/de', vary: 'Accept-Language' });
    // The browser's order and weights decide, among the site's languages only.
    expect(root('fr-FR')).toMatchObject({ location: '/fr' });
    expect(root('es-ES,fr;q=0.5')).toMatchObject({ location: '/fr' });
    expect(root('de-CH,fr;q=0.9')).toMatchObject({ location: '/de' });
    expect(root('pt-PT,es;q=0.8')).toMatchObject({ location: '/de' });
    expect(root('fr;q=0')).toMatchObject({ location: '/de' });
    expect(serveRequest('/?utm_source=x', rules, () => false, 'fr')).toMatchObject({ location: '/fr' });
    expect(headersFor(root('fr'), rules)).toMatchObject({ Vary: 'Accept-Language' });
  });

  it('sends unknown paths to their language\'s home', () => {
    expect(decide('/fr/gibt-es-nicht')).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    expect(decide('/fr/pricing')).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    expect(decide('/fr/tarifs/')).toEqual({ kind: 'page', path: '/fr/tarifs', url: '/fr/tarifs/index.html' });
    expect(decide('/fr/x/y')).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    expect(decide('/pt/pricing')).toEqual(toFallback);
    expect(decide('/fred')).toEqual(toFallback);
  });

  it('finds a page whose path is written in capitals, keeping the query; a file keeps its own case', () => {
    expect(decide('/IT/prezzi')).toEqual({ kind: 'redirect', status: 301, location: '/it/prezzi' });
    expect(decide('/de/LOGIN/?tab=signup')).toEqual({ kind: 'redirect', status: 301, location: '/de/login?tab=signup' });
    expect(decide('/FR')).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    expect(decide('/DE/gibt-es-nicht')).toEqual(toFallback);
    expect(serveRequest('/assets/index-AbC.js', rules, (file) => file === 'assets/index-AbC.js')).toEqual({ kind: 'file', file: 'assets/index-AbC.js' });
  });

  it('answers the listed redirects', () => {
    expect(decide('/de/cohort-program/')).toEqual({ kind: 'redirect', status: 301, location: '/de/academy' });
  });

  it('serves the blog and its articles as pages, an article another language has as the page that says so, and an article no language has as an unknown path', () => {
    expect(decide('/de/blog?ref=faq')).toEqual({ kind: 'page', path: '/de/blog', url: '/de/blog/index.html?ref=faq' });
    expect(decide('/de/blog/what-a-token-costs/')).toEqual({ kind: 'page', path: '/de/blog/what-a-token-costs', url: '/de/blog/what-a-token-costs/index.html' });
    expect(decide('/fr/blog/what-a-token-costs')).toEqual({ kind: 'page', path: '/fr/blog/what-a-token-costs', url: '/fr/blog/what-a-token-costs/index.html' });
    expect(decide('/fr/blog/gibt-es-nicht')).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
  });

  it('serves real files and nothing else', () => {
    expect(decide('/robots.txt')).toEqual({ kind: 'file', file: 'robots.txt' });
    expect(decide('/assets/index-Ab12_c-d.js?v=1')).toEqual({ kind: 'file', file: 'assets/index-Ab12_c-d.js' });
    expect(decide('/brand/logo%2Esvg')).toEqual({ kind: 'file', file: 'brand/logo.svg' });
    expect(decide('/de/gibt-es-nicht')).toEqual(toFallback);
  });

  it('answers a missing file under /assets/ with a 404, not a page', () => {
    for (const path of ['/assets/', '/assets/index-Old0ld_x.js', '/assets/fonts/gone.woff2']) expect(decide(path), path).toEqual({ kind: 'missing' });
    expect(cacheControlFor({ kind: 'missing' }, rules)).toBeNull();
    expect(decide('/assets/..%2f..%2fpackage.json')).toEqual(toFallback);
  });

  it.each(hostilePaths.map((path) => [path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path, path]))(
    'sends %s to the fallback without touching the file system for an unsafe name',
    (_label, path) => {
      const asked: string[] = [];
      const decision = serveRequest(path, rules, (file) => {
        asked.push(file);
        return true;
      });
      expect(decision).toEqual(toFallback);
      // Only names made of safe segments ever reach the file system.
      for (const file of asked) expect(file).toMatch(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/);
    },
  );

  it('never looks up paths longer than the limit', () => {
    let asked = false;
    serveRequest(`/${'a'.repeat(MAX_PATH_LENGTH)}`, rules, () => (asked = true));
    expect(asked).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('keeps content-hashed assets for a year and revalidates pages and other files', () => {
    expect(cacheControlFor(decide('/assets/index-Ab12_c-d.js'), rules)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(decide('/de'), rules)).toBe('no-cache');
    expect(cacheControlFor(decide('/robots.txt'), rules)).toBe('no-cache');
    expect(cacheControlFor(decide('/brand/logo.svg'), rules)).toBe('no-cache');
    expect(cacheControlFor(decide('/'), rules)).toBeNull();
  });
});

describe('headersFor', () => {
  it('gives pages the policies of a document and files only what every response carries', () => {
    const page = headersFor(decide('/de/login/'), rules);
    expect(page['Content-Security-Policy']).toContain("default-src 'self'");
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    for (const path of ['/assets/index-Ab12_c-d.js', '/brand/logo.svg', '/robots.txt', '/gibt-es-nicht']) {
      const headers = headersFor(decide(path), rules);
      expect(headers, path).toEqual(rules.headers);
      expect(headers, path).not.toHaveProperty('Content-Security-Policy');
    }
  });

  it('sends HSTS and the upgrade of requests over HTTPS only: over plain HTTP (npm start) WebKit would upgrade localhost and load nothing', () => {
    const secure = headersFor(decide('/de/login'), rules, true);
    expect(secure['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    const plain = headersFor(decide('/de/login'), rules, false);
    expect(plain).not.toHaveProperty('Strict-Transport-Security');
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    // Everything else is the same policy.
    expect(plain['Content-Security-Policy']).toBe(secure['Content-Security-Policy']!.replace('; upgrade-insecure-requests', ''));
    const { 'Strict-Transport-Security': _hsts, 'Content-Security-Policy': _csp, ...rest } = secure;
    expect(plain).toMatchObject(rest);
    expect(headersFor(decide('/brand/logo.svg'), rules, false)).not.toHaveProperty('Strict-Transport-Security');
  });
});
