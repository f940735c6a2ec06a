import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE_URL, settled, visit, widths } from './support/site';
import { contentFor } from '../../src/content/siteContent';
import { articlesOnlyElsewhere, blogFeedPathOf, blogPathOf } from '../../src/content/blog';
import { startOfDayInZurich } from '../../src/lib/format';
import { locales, localeSettings } from '../../src/lib/locales';
import { alternatesOf, canonicalUrl, findRoute, routes } from '../../src/site/routes';
import { socialCardPath } from '../../src/site/socialCards';
import { findEngine } from '../../scripts/lib/browsers.mjs';

const blogOf = (locale: (typeof locales)[number]) => contentFor(locale).blog.blogContent;
const articleRoutes = routes.filter((route) => route.blogView?.kind === 'article');

/** The width and height a PNG's header gives. */
async function pngSize(path: string): Promise<{ width: number; height: number }> {
  const bytes = new DataView(await (await fetch(`${BASE_URL}${path}`)).arrayBuffer());
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

/** Every JSON-LD object of a page. */
const structuredData = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

/** What Python's feedparser makes of a feed as served: its verdict, the encoding it read, the feed's and each entry's parts. */
interface ParsedFeed {
  bozo: number;
  exception: string | null;
  encoding: string;
  version: string;
  icon: string | null;
  logo: string | null;
  entries: Array<{ link: string; updated: string; author: string; authorHref: string | null; contentType: string | null; content: string; thumbnail: string | null }>;
}

/**
 * Parses feeds with feedparser (Debian's python3-feedparser), each with the
 * headers the server sent, as a reader that fetched it would: a charset the
 * server does not declare, a type that is not XML, a broken document, each
 * is its «bozo» with the exception that says why.
 */
function feedparser(feeds: ReadonlyArray<{ bytes: Buffer; contentType: string }>): ParsedFeed[] {
  const python = findEngine('feedparser');
  if (!python) throw new Error("feedparser is not installed: Debian's python3-feedparser (npm test's preflight installs it), or FEEDPARSER_PYTHON");
  const script = [
    'import base64, json, sys, feedparser',
    'out = []',
    'for feed in json.load(sys.stdin):',
    "    parsed = feedparser.parse(base64.b64decode(feed['bytes']), response_headers={'content-type': feed['contentType']})",
    "    entries = [{'link': e.get('link'), 'updated': e.get('updated'), 'author': e.get('author'), 'authorHref': e.get('author_detail', {}).get('href'),",
    "                'contentType': (e.get('content') or [{}])[0].get('type'), 'content': (e.get('content') or [{}])[0].get('value', ''),",
    "                'thumbnail': (e.get('media_thumbnail') or [{}])[0].get('url')} for e in parsed.entries]",
    "    out.append({'bozo': int(parsed.bozo), 'exception': repr(parsed.get('bozo_exception')) if parsed.bozo else None, 'encoding': parsed.get('encoding'),",
    "                'version': parsed.get('version'), 'icon': parsed.feed.get('icon'), 'logo': parsed.feed.get('logo'), 'entries': entries})",
    'print(json.dumps(out))',
  ].join('\n');
  const input = JSON.stringify(feeds.map((feed) => ({ bytes: feed.bytes.toString('base64'), contentType: feed.contentType })));
  const result = spawnSync(python.path, ['-c', script], { input, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`feedparser failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as ParsedFeed[];
}

describe('the blog, as served by npm start', () => {
  it.each(locales.map((locale) => [locale]))('%s: the blog answers in its language with its articles, then those written only in other languages, each marked and linked with its hreflang', async (locale) => {
    const blog = blogOf(locale);
    const response = await fetch(`${BASE_URL}${blogPathOf(locale)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${localeSettings[locale].lang}">`);
    expect(blog.articles.length).toBeGreaterThan(0);
    for (const article of blog.articles) expect(html).toContain(`href="${article.to}"`);
    const elsewhere = articlesOnlyElsewhere(locale);
    // French, Italian and English lead to the articles written only in German.
    if (locale !== 'de-CH') expect(elsewhere.length).toBeGreaterThan(0);
    for (const article of elsewhere) {
      expect(html).toContain(`href="${blogPathOf(article.locale)}/${article.slug}" hrefLang="${article.locale}" lang="${article.locale}"`);
      expect(html).toContain(blog.words.inLanguage[localeSettings[article.locale].segment]);
    }
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${blog.labels.feed.title}" href="${blogFeedPathOf(locale)}"/>`);
  });

  it('serves every feed as Atom in UTF-8, plain and compressed, and feedparser reads each without a fault: every article whole, dated, with its author’s place, its picture, the blog’s icon and logo', async () => {
    const served = await Promise.all(
      locales.flatMap((locale) =>
        (['identity', 'gzip'] as const).map(async (encoding) => {
          const response = await fetch(`${BASE_URL}${blogFeedPathOf(locale)}`, { headers: { 'Accept-Encoding': encoding } });
          expect(response.status).toBe(200);
          const contentType = response.headers.get('content-type')!;
          expect(contentType).toBe('application/atom+xml; charset=utf-8');
          // fetch undoes the compression it asked for; the header says whether the server compressed it.
          if (encoding === 'gzip') expect(response.headers.get('content-encoding')).toBe('gzip');
          const bytes = Buffer.from(await response.arrayBuffer());
          return { locale, bytes: response.headers.get('content-encoding') === 'gzip' && bytes[0] === 0x1f ? gunzipSync(bytes) : bytes, contentType };
        }),
      ),
    );
    const parsed = feedparser(served);
    for (const [index, { locale, bytes }] of served.entries()) {
      const feed = parsed[index]!;
      const blog = blogOf(locale);
      expect(feed, `${locale}: ${feed.exception}`).toMatchObject({ bozo: 0, encoding: 'utf-8', version: 'atom10' });
      expect(feed.icon).toBe(canonicalUrl('/brand/logo.svg'));
      expect(feed.logo).toBe(canonicalUrl(socialCardPath({ page: 'blog', locale })));
      expect(bytes.toString('utf8')).not.toContain('\u00ad');
      expect(feed.entries.map((entry) => entry.link)).toEqual(blog.articles.map((article) => canonicalUrl(article.to)));
      for (const [at, entry] of feed.entries.entries()) {
        const article = blog.articles[at]!;
        expect(entry.updated).toBe(startOfDayInZurich(article.updated?.date ?? article.date));
        expect(entry).toMatchObject({ author: article.author.name, authorHref: canonicalUrl(article.author.to), contentType: 'text/html', thumbnail: canonicalUrl(article.image.src) });
        // The whole text: every heading and the last paragraph's words, every link absolute.
        for (const section of article.sections) expect(entry.content).toContain(section.title.replaceAll('&', '&amp;'));
        expect(entry.content.length).toBeGreaterThan(article.summary.length * 10);
        expect(entry.content).not.toMatch(/href="\//);
      }
    }
  });

  it.each(articleRoutes.map((route) => [route.path, route]))('%s: an article to networks and search engines: its card, og:type article with its times, BlogPosting with its author’s place, the way to it, the sitemap’s date, one script at most', async (path, route) => {
    const html = await (await fetch(`${BASE_URL}${path}`)).text();
    const article = blogOf(route.locale).articles.find((candidate) => candidate.to === path)!;
    expect(await pngSize(socialCardPath(route))).toEqual({ width: 1200, height: 630 });
    expect(html).toContain(`<meta property="og:image" content="${canonicalUrl(socialCardPath(route))}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:published_time" content="${startOfDayInZurich(article.date)}"/>`);
    expect(html).toContain(`<meta property="article:modified_time" content="${startOfDayInZurich(article.updated?.date ?? article.date)}"/>`);
    expect(html).toContain(`<meta property="article:author" content="${canonicalUrl(article.author.to)}"/>`);
    for (const tag of article.tags) expect(html).toContain(`<meta property="article:tag" content="${tag.label}"/>`);
    const data = structuredData(html);
    const posting = data.find((entry) => entry['@type'] === 'BlogPosting') as { author: Array<{ url: string }>; datePublished: string };
    expect(posting).toMatchObject({ url: canonicalUrl(path), inLanguage: route.locale, datePublished: startOfDayInZurich(article.date) });
    // The author's place: their card on the about page, which the about page has.
    const [aboutPath, anchor] = new URL(posting.author[0]!.url).pathname.concat(new URL(posting.author[0]!.url).hash).split('#');
    expect(await (await fetch(`${BASE_URL}${aboutPath}`)).text()).toContain(`id="${anchor}"`);
    expect(data.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, item: canonicalUrl(path) }] });
    // No heading of the article holds a soft hyphen.
    for (const [, heading] of html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/g)) expect(heading).not.toContain('\u00ad');
    // The boot script alone runs code; the others are data, or the head's small inline scripts every page has.
    expect(html.match(/<script type="module"[^>]*src=/g)).toHaveLength(1);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const entry = sitemap.split('<url>').find((part) => part.includes(`<loc>${canonicalUrl(path)}</loc>`));
    expect(entry).toContain(`<lastmod>${article.updated?.date ?? article.date}</lastmod>`);
    for (const alternate of alternatesOf(route)) expect(entry).toContain(`hreflang="${alternate.hreflang}" href="${alternate.href}"`);
  });

  it.each(locales.map((locale) => [locale]))('%s: the home page shows the latest articles, and the header, the mobile menu and the footer lead to the blog', async (locale) => {
    const { latest } = contentFor(locale).pages.home;
    const { shell } = contentFor(locale).shell;
    const html = await (await fetch(`${BASE_URL}${localeSettings[locale].paths.home}`)).text();
    expect(latest.articles).toHaveLength(3);
    for (const article of latest.articles) expect(html).toContain(`href="${article.to}"`);
    // The desktop header, the mobile menu, the footer, the section's own link.
    expect(html.match(new RegExp(`href="${shell.nav.blog.to}"`, 'g'))!.length).toBeGreaterThanOrEqual(4);
  });

  it('on a phone: a tap on a tag shows its articles, a tap on a card opens the article, its heading anchor leads to its heading, and the language switch leads to the page that says the article is not in French and back to it', async () => {
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

    const heading = page.getByRole('main').locator('article h2[tabindex="-1"]').first();
    const id = (await heading.getAttribute('id'))!;
    await heading.getByRole('link').tap();
    await page.waitForURL(`**#${id}`);
    await settled(page);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(widths.phone.viewport.height / 2);

    // Written in German only: the language switch leads to the French page that says so, which leads back to it.
    expect(tagged[0]!.slug).toBe('what-a-token-costs');
    expect(findRoute('/fr/blog/what-a-token-costs')).toMatchObject({ indexable: false, blogView: { kind: 'untranslated' } });
    const french = blogOf('fr-CH');
    const { nav } = contentFor('de-CH').shell.shell;
    await page.getByRole('button', { name: nav.menuOpen }).tap();
    await page.getByRole('navigation', { name: nav.mobileMenuLabel }).locator('a[hreflang="fr-CH"]').tap();
    await page.waitForURL('**/fr/blog/what-a-token-costs');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(french.words.untranslated.title);
    const back = page.getByRole('main').getByRole('link', { name: tagged[0]!.title });
    expect(await back.getAttribute('hreflang')).toBe('de-CH');
    await back.tap();
    await page.waitForURL(`**${tagged[0]!.to}`);
    expect(problems).toEqual([]);
  });

  it('on a wide screen: an article of four sections or more has its contents beside the text, which move the reader and the focus to a section, and leads to the article before and after it', async () => {
    const blog = blogOf('de-CH');
    const article = blog.articles.find((candidate) => candidate.sections.length >= 4)!;
    const { page, problems } = await visit(article.to, widths.desktop);
    await settled(page);
    const contents = page.getByRole('navigation', { name: blog.labels.contents });
    const text = page.locator(`[id="${article.sections[0]!.id}"]`);
    const [beside, textBox] = [await contents.boundingBox(), await text.boundingBox()];
    expect(beside!.x).toBeGreaterThan(textBox!.x + textBox!.width);
    const last = article.sections.at(-1)!;
    await contents.getByRole('link', { name: last.title }).click();
    await page.waitForURL(`**#${last.id}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(last.id);
    // Where the article stands among the others: the older one before, the newer one after.
    const neighbours = page.getByRole('navigation', { name: blog.labels.articleNavigation.label });
    if (article.previous) expect(await neighbours.locator('a[rel="prev"]').getAttribute('href')).toBe(article.previous.to);
    if (article.next) expect(await neighbours.locator('a[rel="next"]').getAttribute('href')).toBe(article.next.to);
    // Code reads at 14 px or more wherever an article has it.
    const withCode = blog.articles.find((candidate) => JSON.stringify(candidate.body).includes('"type":"code"'));
    if (withCode) {
      await page.goto(`${BASE_URL}${withCode.to}`);
      const size = await page.locator('main pre').first().evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
    expect(problems).toEqual([]);
  });
});
