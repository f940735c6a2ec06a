import { describe, expect, it } from 'vitest';
import { alternatesOf, canonicalUrl, routes } from '../../src/site/routes';
import { BASE_URL } from './support/site';
import { contentFor, metaOf } from '../../src/content/siteContent';
import { socialCardPath, socialCardUrl } from '../../src/site/socialCards';

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
    // Shared, the page shows its own card (served and checked below); an article is an article to networks.
    expect(headHtml).toContain(`<meta property="og:image" content="${socialCardUrl(route)}"/>`);
    expect(headHtml).toContain(`<meta property="og:type" content="${route.blogView?.kind === 'article' ? 'article' : 'website'}"/>`);
    expect(headHtml).toContain('<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>');
    expect(headHtml).toContain(`<meta name="twitter:image" content="${socialCardUrl(route)}"/>`);
    expect(headHtml).toMatch(/<meta property="og:image:alt" content="[^"]+"\/>/);
    expect(headHtml).toMatch(/<meta name="twitter:image:alt" content="[^"]+"\/>/);
    expect(headHtml).toContain(route.indexable ? 'content="index, follow"' : route.blogView ? 'content="noindex, follow"' : 'content="noindex, nofollow"');
    // Every page names its language's feed, so a feed reader finds it from any page.
    const { feed } = contentFor(route.locale).shell.shell;
    expect(headHtml).toContain(`<link rel="alternate" type="application/atom+xml" title="${feed.title}" href="${feed.href}"/>`);
    expect(headHtml).toMatch(/<style[^>]*data-styled/);
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/<h1[^>]*>/);
    expect(body).toContain('<main');
  });
});

describe('every route has its social card', () => {
  const seen = new Map<string, string>();
  it.each(routes.map((route) => [socialCardPath(route), route] as const))('%s is a 1200 × 630 PNG, unlike any other route’s', async (path, route) => {
    const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    const picture = bytes.toString('base64');
    expect(seen.get(picture), `${route.path} shows the card of another route`).toBeUndefined();
    seen.set(picture, route.path);
  });
});

// Each route without JavaScript (heading, header, footer, title) is checked at
// both widths in the visitor pass (visitor-*.e2e.test.ts), which compares
// that page with the hydrated one.

describe('a page’s path typed in capitals', () => {
  it.each([
    ['/IT/prezzi', '/it/prezzi'],
    ['/De/Login?tab=signup', '/de/login?tab=signup'],
    ['/EN', '/en'],
  ])('%s leads to %s with one 301, and an unknown one in capitals to its fallback', async (typed, page) => {
    const response = await fetch(`${BASE_URL}${typed}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(page);
    expect((await fetch(`${BASE_URL}${page}`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${BASE_URL}/IT/non-esiste`, { redirect: 'manual' })).headers.get('location')).toBe('/de');
  });
});
