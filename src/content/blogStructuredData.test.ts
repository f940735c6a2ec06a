import { describe, expect, it } from 'vitest';
import { contentFor } from './siteContent';
import { blogPostingStructuredData, blogStructuredData, breadcrumbStructuredData } from './siteStructuredData';
import { operator } from './operator';
import { locales } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';

/*
 * An article's structured data held to Google's article documentation
 * (developers.google.com/search/docs/appearance/structured-data/article,
 * read December 2026): no property is required; the recommended ones are
 * `author` (each a Person or Organization, `name` the name alone, `url` a
 * page that identifies the author), `dateModified` and `datePublished`
 * (ISO 8601, with the zone: without one Google assumes Googlebot's),
 * `headline` (concise: a long one is cut on some devices) and `image`
 * (crawlable pictures of at least 50 000 pixels, width times height, in a
 * format Google Images reads). Its «Author markup best practices» add: the
 * type of the author given, one author object per author. Breadcrumbs as
 * Google's breadcrumb documentation reads them: items in order from 1,
 * each with a name and an address.
 */

const ISO_MOMENT_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const IMAGE_FORMATS = /\.(png|jpe?g|webp|gif|avif|svg|bmp)$/;
const origin = operator.siteOrigin;

type Posting = Record<string, unknown> & {
  headline: string;
  image: Array<{ '@type': string; url: string; width: number; height: number }>;
  datePublished: string;
  dateModified: string;
  author: Array<{ '@type': string; name: string; url: string }>;
  publisher: { '@type': string; name: string; url: string; logo: { url: string } };
};

const articlesOf = (locale: (typeof locales)[number]) => {
  const { blogContent: blog } = contentFor(locale).blog;
  const place = { homePath: localizedPagePaths.home[locale], blog: { name: blog.labels.feed.title, path: blog.labels.allArticles.to } };
  return blog.articles.map((article) => ({ article, place, posting: blogPostingStructuredData(article, locale, place) as unknown as Posting }));
};

describe.each(locales.map((locale) => [locale]))('%s: every article as Google’s article documentation asks', (locale) => {
  const { aboutContent } = contentFor(locale).about;

  it.each(articlesOf(locale).map((entry) => [entry.article.slug, entry] as const))('%s', (_slug, { article, posting }) => {
    expect(['Article', 'NewsArticle', 'BlogPosting']).toContain(posting['@type']);
    // headline: the title the page shows, concise, without the soft hyphens of the page.
    expect(posting.headline).toBe(article.title);
    expect(posting.headline.length).toBeLessThanOrEqual(110);
    expect(posting.headline).not.toContain('\u00ad');
    // image: absolute, on the site, in a format Google reads, at least 50 000 pixels.
    expect(posting.image.length).toBeGreaterThan(0);
    for (const image of posting.image) {
      expect(image.url.startsWith(`${origin}/`)).toBe(true);
      expect(image.url).toMatch(IMAGE_FORMATS);
      expect(image.width * image.height).toBeGreaterThanOrEqual(50_000);
    }
    // datePublished, dateModified: a moment with its zone, the change not before the publication.
    expect(posting.datePublished).toMatch(ISO_MOMENT_WITH_ZONE);
    expect(posting.dateModified).toMatch(ISO_MOMENT_WITH_ZONE);
    expect(posting.datePublished.startsWith(article.date)).toBe(true);
    expect(Date.parse(posting.dateModified)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished));
    // author: one object per author, typed, the name alone, the author's place on the site (their card on the about page).
    expect(posting.author).toHaveLength(1);
    const [author] = posting.author;
    expect(author!['@type']).toBe('Person');
    expect(author!.name).toBe(article.author.name);
    expect(author!.name).not.toMatch(/,|\bvon\b|\bby\b|\bpar\b|\bdi\b/i);
    const url = new URL(author!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}${localizedPagePaths.about[locale]}`);
    expect(aboutContent.team.members.map((member) => member.anchor)).toContain(url.hash.slice(1));
    // publisher: the operator, with its address and logo.
    expect(posting.publisher).toMatchObject({ '@type': 'Organization', name: operator.company, url: `${origin}${localizedPagePaths.home[locale]}` });
    expect(posting.publisher.logo.url).toMatch(IMAGE_FORMATS);
    expect(posting.inLanguage).toBe(locale);
  });

  it('gives each article the way to it: home, blog, article, in order', () => {
    for (const { article, place } of articlesOf(locale)) {
      const trail = breadcrumbStructuredData([
        { name: operator.brand, path: place.homePath },
        { name: place.blog.name, path: place.blog.path },
        { name: article.title, path: article.to },
      ]) as unknown as { itemListElement: Array<{ position: number; name: string; item: string }> };
      expect(trail.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
      for (const item of trail.itemListElement) {
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.item.startsWith(`${origin}/`)).toBe(true);
      }
      expect(trail.itemListElement.at(-1)!.item).toBe(`${origin}${article.to}`);
    }
  });

  it('names the blog’s publisher with its address and logo', () => {
    const { blogContent: blog } = contentFor(locale).blog;
    const data = blogStructuredData(blog.words.title, blog.labels.allArticles.to, blog.articles, locale, localizedPagePaths.home[locale]) as unknown as Posting & { blogPost: Array<{ datePublished: string }> };
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: operator.company, url: `${origin}${localizedPagePaths.home[locale]}`, logo: { url: `${origin}${operator.logo.src}` } });
    for (const post of data.blogPost) expect(post.datePublished).toMatch(ISO_MOMENT_WITH_ZONE);
  });
});
