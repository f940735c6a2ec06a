import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, routes } from '../../src/site/routes';
import { socialCardPath } from '../../src/site/socialCards';
import { BASE_URL, E2E_PORT } from './support/site';
import { hostilePaths } from '../../scripts/lib/hostilePaths.mjs';

/** Sends `path` exactly as written (fetch would normalise `..` and escape `<`), without following redirects. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: E2E_PORT, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const label = (path: string) => (path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path);

describe('hosting rules', () => {
  it('sends the security headers that fit plain HTTP', async () => {
    const response = await fetch(`${BASE_URL}/de`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    // Plain HTTP on localhost: no HSTS and no upgrade of requests, which WebKit would apply to localhost (the production configs keep both).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each([
    ['/de/cohort-program', '/de/academy'],
    ['/de/blog/kein-artikel', '/de'],
    ['/gibt-es-nicht', '/de'],
    ['/de/gibt-es-nicht', '/de'],
    ['/de/pricing/alt/', '/de'],
    ['/fr/introuvable', '/fr'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await fetch(`${BASE_URL}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('writes sitemap.xml with the indexable routes and robots.txt pointing to it', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    for (const route of routes) {
      if (route.indexable) expect(sitemap).toContain(`<loc>${canonicalUrl(route.path)}</loc>`);
      else expect(sitemap).not.toContain(canonicalUrl(route.path));
    }
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${canonicalUrl('/sitemap.xml')}`);
  });
});

describe('hostile and malformed paths', () => {
  it.each(hostilePaths.map((path) => [label(path), path]))('%s answers the same 301 to /de as any unknown path', async (_label, path) => {
    const response = await rawGet(path);
    // The start of the body only: a wrongly served page would flood the report.
    expect({ status: response.status, location: response.location, body: response.body.slice(0, 60) }).toEqual({ status: 301, location: '/de', body: '' });
  });
});

describe('real files under the site folder', () => {
  const outDir = process.env.SITE_OUT ?? 'dist';
  const asset = readdirSync(`${outDir}/assets`).find((file) => file.endsWith('.js'))!;
  const card = socialCardPath(routes[0]!);

  it.each(['/sitemap.xml', '/robots.txt', `/assets/${asset}`, '/brand/logo.svg', card])('%s is served', async (path) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('keeps hashed assets a year, revalidates pages and compresses text, as in production', async () => {
    const page = await fetch(`${BASE_URL}/de`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const script = await fetch(`${BASE_URL}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    // A social card keeps its address while its words change: revalidated as the logo is, sent as it is (nothing varies by encoding).
    const image = await fetch(`${BASE_URL}${card}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(image.headers.get('cache-control')).toBe('no-cache');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it("sends the build's Brotli copy to a browser that accepts it, and lets it revalidate a page", async () => {
    const plain = await (await fetch(`${BASE_URL}/de`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    const page = await fetch(`${BASE_URL}/de`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(await page.text()).toBe(plain);
    const script = await fetch(`${BASE_URL}/assets/${asset}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    const again = await fetch(`${BASE_URL}/de`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('sends the policies of a document with pages only, and what every response needs with files', async () => {
    const page = await fetch(`${BASE_URL}/de/pricing`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    for (const path of [`/assets/${asset}`, '/brand/logo.svg', card]) {
      const file = await fetch(`${BASE_URL}${path}`);
      expect({ path, csp: file.headers.get('content-security-policy'), framing: file.headers.get('x-frame-options'), permissions: file.headers.get('permissions-policy') }).toEqual({ path, csp: null, framing: null, permissions: null });
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
