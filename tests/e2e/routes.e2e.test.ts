import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { canonicalUrl, routes } from '../../src/site/routes';
import { BASE_URL, launchBrowser, visit } from './support/site';

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('every route is prerendered', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s answers 200 with its content and head', async (path, route) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const headHtml = head(html);
    expect(headHtml).toContain(`<title>${route.meta.title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(headHtml).toContain(`<link rel="canonical" href="${canonicalUrl(path)}"/>`);
    expect(headHtml).toContain('<meta name="description"');
    expect(headHtml).toContain('<meta property="og:title"');
    expect(headHtml).toContain('<meta name="twitter:card"');
    expect(headHtml).toContain(route.indexable ? 'content="index, follow"' : 'content="noindex, nofollow"');
    expect(headHtml).toMatch(/<style[^>]*data-styled/);
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/<h1[^>]*>/);
    expect(body).toContain('<main');
  });
});

describe('hosting rules', () => {
  it('sends the security headers', async () => {
    const response = await fetch(`${BASE_URL}/de`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it.each([
    ['/', '/de'],
    ['/de/cohort-program', '/de/academy'],
    ['/gibt-es-nicht', '/de'],
    ['/de/gibt-es-nicht', '/de'],
    ['/de/pricing/alt/', '/de'],
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

describe('without JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(routes.map((route) => route.path))('%s shows its heading, header and footer', async (path) => {
    const visited = await visit(browser, path, { javaScriptEnabled: false });
    const { page } = visited;
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe(routes.find((route) => route.path === path)!.meta.title);
    await visited.close();
  });
});
