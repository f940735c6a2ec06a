import { describe, expect, it } from 'vitest';
import { alternatesOf, canonicalUrl, routes } from '../../src/site/routes';
import { BASE_URL } from './support/site';
import { metaOf } from '../../src/content/siteContent';

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('every route is prerendered', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s answers 200 with its content, language and head, naming every language version of itself', async (path, route) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const headHtml = head(html);
    expect(html.startsWith(`<!doctype html>\n<html lang="${route.locale}">`)).toBe(true);
    const alternates = [...headHtml.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href }));
    expect(alternates).toEqual(alternatesOf(route));
    expect(headHtml).toContain(`<title>${metaOf(route).title}</title>`);
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

// Each route without JavaScript (heading, header, footer, title) is checked at
// both widths in the visitor pass (visitor-*.e2e.test.ts), which compares
// that page with the hydrated one.
