import { blogFeedPathOf, blogPathOf } from '../content/blog';
import { contentFor } from '../content/siteContent';
import { localeSettings, locales, type Locale } from '../lib/locales';
import { canonicalUrl } from './siteRoute';

/** Text as XML's content or attribute value. */
const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll('\u00ad', '');

/** A day as Atom writes a moment: its start, Swiss time being irrelevant to a date. */
const moment = (date: string) => `${date}T00:00:00Z`;

/**
 * A language's articles as an Atom feed (RFC 4287), newest first: each
 * with its title, address, dates, author, summary and tags. The blog's
 * pages name it in their head; the build writes it beside them.
 */
export function blogFeed(locale: Locale): { path: string; xml: string } {
  const { blogContent: blog } = contentFor(locale).blog;
  const path = blogFeedPathOf(locale);
  const newest = blog.articles.map((article) => article.updated?.date ?? article.date).sort().at(-1) ?? '2026-01-01';
  const entries = blog.articles.map((article) =>
    [
      '  <entry>',
      `    <title>${xml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(canonicalUrl(article.to))}"/>`,
      `    <id>${xml(canonicalUrl(article.to))}</id>`,
      `    <published>${moment(article.date)}</published>`,
      `    <updated>${moment(article.updated?.date ?? article.date)}</updated>`,
      `    <author><name>${xml(article.author.name)}</name></author>`,
      `    <summary>${xml(article.summary)}</summary>`,
      ...article.tags.map((tag) => `    <category term="${tag.id}" label="${xml(tag.label)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return {
    path,
    xml: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeSettings[locale].lang}">`,
      `  <title>${xml(blog.labels.feed.title)}</title>`,
      `  <subtitle>${xml(blog.words.lead)}</subtitle>`,
      `  <link rel="alternate" type="text/html" href="${xml(canonicalUrl(blogPathOf(locale)))}"/>`,
      `  <link rel="self" type="application/atom+xml" href="${xml(canonicalUrl(path))}"/>`,
      `  <id>${xml(canonicalUrl(path))}</id>`,
      `  <updated>${moment(newest)}</updated>`,
      ...entries,
      '</feed>',
      '',
    ].join('\n'),
  };
}

/** Every language's feed. */
export const blogFeeds = () => locales.map(blogFeed);
