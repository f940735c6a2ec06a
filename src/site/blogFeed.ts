import { blogFeedPathOf, blogPathOf } from '../content/blog';
import { contentFor } from '../content/siteContent';
import { operator } from '../content/operator';
import { startOfDayInZurich } from '../lib/format';
import { localeSettings, locales, type Locale } from '../lib/locales';
import { articleHtml } from './articleHtml';
import { canonicalUrl } from './siteRoute';
import { socialCardPath } from './socialCards';

/** Text as XML's content or attribute value. */
const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll('\u00ad', '');

/** The media type every server sends a feed with (src/site/hosting.ts): Atom, in UTF-8, said so a reader need not guess. */
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * A language's articles as an Atom feed (RFC 4287), newest first: each
 * with its title, address, dates as moments in Zürich, author with their
 * place on the site, summary, its whole text as HTML (absolute links, no
 * soft hyphens), its picture and its tags; the feed with the blog's icon
 * and logo. Every page's head names it; the build writes it beside the blog.
 */
export function blogFeed(locale: Locale): { path: string; xml: string } {
  const { blogContent: blog } = contentFor(locale).blog;
  const path = blogFeedPathOf(locale);
  const newest = blog.articles.map((article) => article.updated?.date ?? article.date).sort().at(-1) ?? '2026-01-01';
  const entries = blog.articles.map((article) => {
    const url = canonicalUrl(article.to);
    return [
      '  <entry>',
      `    <title>${xml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <id>${xml(url)}</id>`,
      `    <published>${startOfDayInZurich(article.date)}</published>`,
      `    <updated>${startOfDayInZurich(article.updated?.date ?? article.date)}</updated>`,
      `    <author><name>${xml(article.author.name)}</name><uri>${xml(canonicalUrl(article.author.to))}</uri></author>`,
      `    <summary>${xml(article.summary)}</summary>`,
      `    <content type="html" xml:base="${xml(url)}">${xml(articleHtml(article.body, { origin: operator.siteOrigin, path: article.to }))}</content>`,
      `    <media:thumbnail url="${xml(canonicalUrl(article.image.src))}" width="${article.image.width}" height="${article.image.height}"/>`,
      ...article.tags.map((tag) => `    <category term="${tag.id}" label="${xml(tag.label)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return {
    path,
    xml: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${localeSettings[locale].lang}">`,
      `  <title>${xml(blog.labels.feed.title)}</title>`,
      `  <subtitle>${xml(blog.words.lead)}</subtitle>`,
      `  <link rel="alternate" type="text/html" href="${xml(canonicalUrl(blogPathOf(locale)))}"/>`,
      `  <link rel="self" type="application/atom+xml" href="${xml(canonicalUrl(path))}"/>`,
      `  <id>${xml(canonicalUrl(path))}</id>`,
      `  <updated>${startOfDayInZurich(newest)}</updated>`,
      // The brand's mark, square, as the icon; the blog's own card, 1.9:1, as the logo Atom asks to be wider than high.
      `  <icon>${xml(canonicalUrl(operator.logo.src))}</icon>`,
      `  <logo>${xml(canonicalUrl(socialCardPath({ page: 'blog', locale })))}</logo>`,
      `  <rights>© ${xml(operator.company)}</rights>`,
      ...entries,
      '</feed>',
      '',
    ].join('\n'),
  };
}

/** Every language's feed. */
export const blogFeeds = () => locales.map(blogFeed);
