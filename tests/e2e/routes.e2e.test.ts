import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { canonicalUrl, routes } from '../../src/site/routes';
import { BASE_URL, isLocal, workerBrowser } from './support/site';

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

describe('without JavaScript', () => {
  let context: BrowserContext;
  // One context for all routes: nothing runs, so nothing carries over between pages.
  beforeAll(async () => {
    context = await (await workerBrowser()).newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await context.route((url) => !isLocal(url.href), (route) => route.abort('blockedbyclient'));
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(routes.map((route) => route.path))('%s shows its heading, header and footer', async (path) => {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe(routes.find((route) => route.path === path)!.meta.title);
    await page.close();
  });
});
