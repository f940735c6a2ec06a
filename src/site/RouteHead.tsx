import { alternatesOf, canonicalUrl, type SiteRoute } from './siteRoute';
import { operator } from '../content/operator';
import type { ArticleImage } from '../content/blog';
import type { PageMeta } from '../content/types';
import { localeSettings } from '../lib/locales';
import { SOCIAL_CARD_SIZE, socialCardUrl } from './socialCards';

/** What Open Graph says of an article beyond a page: when, by whom, on what, with which picture. */
export interface ArticleHeadFacts {
  /** When it was published and last changed, as moments with their zone (`2026-09-15T00:00:00+02:00`). */
  published: string;
  modified: string;
  /** The author's place on the site, an absolute address. */
  author: string;
  /** Its tags' names. */
  tags: ReadonlyArray<string>;
  /** Its picture (`articleImage`, src/content/blog.ts). */
  image: ArticleImage;
}

export interface RouteHeadProps {
  route: SiteRoute;
  /** The page's title and description in its language. */
  meta: PageMeta;
  /** The language's feed of the blog: every page names it, so a feed reader finds it from any page. */
  feed: { title: string; href: string };
  /** On an article's page: what makes it an article for networks (`og:type article`). */
  article?: ArticleHeadFacts;
}

/**
 * The document head of one route, with React 19's own head tags: React
 * hoists them into <head>, and the prerender step moves them there in the
 * static HTML. Every page names the same page in every language
 * (`hreflang`, with `x-default` for the default language's): the
 * alternates are reciprocal by construction, all from the route table.
 * Shared, the page shows its own card, in its language (socialCards.ts);
 * an article is an article to networks (`og:type article`, its times,
 * author and tags) and shows its own picture. Every page names the
 * language's feed of the blog.
 */
export function RouteHead({ route, meta, feed, article }: RouteHeadProps) {
  const url = canonicalUrl(route.path);
  const ogLocale = localeSettings[route.locale].ogLocale;
  const image = article ? { url: canonicalUrl(article.image.src), type: article.image.type, width: article.image.width, height: article.image.height } : { url: socialCardUrl(route), type: 'image/png', ...SOCIAL_CARD_SIZE };
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {/* A page of the blog left out of the index still leads a crawler to the articles it lists. */}
      <meta name="robots" content={route.indexable ? 'index, follow' : route.blogView ? 'noindex, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={url} />
      {alternatesOf(route).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:locale" content={ogLocale} />
      {Object.values(localeSettings)
        .filter((settings) => settings.ogLocale !== ogLocale)
        .map((settings) => (
          <meta key={settings.ogLocale} property="og:locale:alternate" content={settings.ogLocale} />
        ))}
      <meta property="og:site_name" content={operator.brand} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={meta.cardAlt} />
      {article && (
        <>
          <meta property="article:published_time" content={article.published} />
          <meta property="article:modified_time" content={article.modified} />
          <meta property="article:author" content={article.author} />
          {article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={meta.cardAlt} />
    </>
  );
}
