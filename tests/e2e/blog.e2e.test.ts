import { describe, expect, it } from 'vitest';
import { BASE_URL, settled, visit, widths } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { blogFeedPathOf, blogPathOf } from '../../src/content/blog';
import { locales, localeSettings } from '../../src/lib/locales';
import { alternatesOf, canonicalUrl, findRoute, routes } from '../../src/site/routes';
import { socialCardPath } from '../../src/site/socialCards';

const blogOf = (locale: (typeof locales)[number]) => contentFor(locale).blog.blogContent;
const articleRoutes = routes.filter((route) => route.blogView?.kind === 'article');

/** The width and height a PNG's header gives. */
async function pngSize(path: string): Promise<{ width: number; height: number }> {
  const bytes = new DataView(await (await fetch(`${BASE_URL}${path}`)).arrayBuffer());
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

describe('the blog, as served by npm start', () => {
  it.each(locales.map((locale) => [locale]))('%s: the blog answers in its language with its articles, and its feed parses and lists them', async (locale) => {
    const blog = blogOf(locale);
    const response = await fetch(`${BASE_URL}${blogPathOf(locale)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${localeSettings[locale].lang}">`);
    expect(blog.articles.length).toBeGreaterThan(0);
    for (const article of blog.articles) expect(html).toContain(`href="${article.to}"`);
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${blog.labels.feed.title}" href="${blogFeedPathOf(locale)}"/>`);

    const feed = await fetch(`${BASE_URL}${blogFeedPathOf(locale)}`);
    expect(feed.status).toBe(200);
    const { page } = await visit('/robots.txt', { ...widths.desktop, asLoaded: true });
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return { error: document.querySelector('parsererror')?.textContent ?? null, root: document.documentElement.localName, links: [...document.querySelectorAll('entry > link')].map((link) => link.getAttribute('href')) };
    }, await feed.text());
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('feed');
    expect(parsed.links).toEqual(blog.articles.map((article) => canonicalUrl(article.to)));
  });

  it.each(articleRoutes.map((route) => [route.path, route]))('%s: a card of 1200 × 630, BlogPosting data, a sitemap entry with its alternates, one script at most', async (path, route) => {
    const html = await (await fetch(`${BASE_URL}${path}`)).text();
    expect(await pngSize(socialCardPath(route))).toEqual({ width: 1200, height: 630 });
    expect(html).toContain(`<meta property="og:image" content="${canonicalUrl(socialCardPath(route))}"/>`);
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
    expect(data.find((entry) => entry['@type'] === 'BlogPosting')).toMatchObject({ url: canonicalUrl(path), inLanguage: route.locale });
    // The boot script alone runs code; the others are data, or the head's small inline scripts every page has.
    expect(html.match(/<script type="module"[^>]*src=/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const entry = sitemap.split('<url>').find((part) => part.includes(`<loc>${canonicalUrl(path)}</loc>`));
    expect(entry).toBeDefined();
    for (const alternate of alternatesOf(route)) expect(entry).toContain(`hreflang="${alternate.hreflang}" href="${alternate.href}"`);
  });

  it('on a phone: a tap on a tag shows its articles, a tap on a card opens the article, its heading anchor leads to its heading, and the language switch leads to the French blog where the article has no French version', async () => {
    const blog = blogOf('de-CH');
    const { page, problems } = await visit('/de/blog', widths.phone);
    await settled(page);
    await page.getByRole('main').getByRole('list', { name: blog.words.tagsLabel }).first().getByRole('link', { name: blog.words.tags.costs }).tap();
    await page.waitForURL('**/de/blog/tag/costs');
    const tagged = blog.articles.filter((article) => article.tags.some((tag) => tag.id === 'costs'));
    expect(await page.getByRole('main').getByRole('article').count()).toBe(tagged.length);

    await page.getByRole('main').getByRole('article').first().tap({ position: { x: 20, y: 20 } });
    await page.waitForURL(`**${tagged[0]!.to}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tagged[0]!.title);

    const heading = page.getByRole('main').locator('article h2[id]').first();
    const id = (await heading.getAttribute('id'))!;
    await heading.getByRole('link').tap();
    await page.waitForURL(`**#${id}`);
    await settled(page);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(widths.phone.viewport.height / 2);

    // Written in German only: the language switch leads to the French blog.
    expect(tagged[0]!.slug).toBe('what-a-token-costs');
    expect(findRoute('/fr/blog/what-a-token-costs')).toBeUndefined();
    expect(await page.locator('a[hreflang="fr-CH"]').first().getAttribute('href')).toBe('/fr/blog');
    expect(problems).toEqual([]);
  });
});
