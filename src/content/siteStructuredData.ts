/**
 * The structured data the home and About pages publish about the operator,
 * from its facts: the same in every language but for the page's language
 * and address; and the blog's, its articles as `BlogPosting` with the way
 * to them.
 */
import { operator } from './operator';
import type { JsonLd } from '../lib/structuredData';
import type { Locale } from '../lib/locales';
import { startOfDayInZurich } from '../lib/format';
import type { ArticleContent, ArticleSummary } from './blog';

/** An absolute address of this site. */
export const absoluteUrl = (path: string) => `${operator.siteOrigin}${path}`;

/** The operator as schema.org describes it. */
function organisationEntity(homePath: string) {
  return {
    '@type': 'Organization',
    name: operator.company,
    url: absoluteUrl(homePath),
    logo: absoluteUrl(operator.logo.src),
    email: operator.email,
    telephone: operator.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: operator.address.street,
      postalCode: operator.address.postalCode,
      addressLocality: operator.address.city,
      addressCountry: operator.address.countryCode,
    },
  };
}

/** The home page: the operator, and the website in the page's language. */
export function homeStructuredData(homePath: string, locale: Locale): JsonLd[] {
  return [
    { '@context': 'https://schema.org', ...organisationEntity(homePath) },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: operator.brand, url: absoluteUrl(homePath), inLanguage: locale },
  ];
}

/** The About page: a page about the operator, in its language. */
export function aboutPageStructuredData({ name, path, homePath, locale }: { name: string; path: string; homePath: string; locale: Locale }): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'AboutPage', name, url: absoluteUrl(path), inLanguage: locale, about: organisationEntity(homePath) };
}

/** The operator as a publisher: its name, its home page in the page's language and its logo. */
function publisherEntity(homePath: string) {
  return { '@type': 'Organization', name: operator.company, url: absoluteUrl(homePath), logo: { '@type': 'ImageObject', url: absoluteUrl(operator.logo.src) } };
}

/** Where a page of the blog stands on the site: its home page, the blog, and the page itself. */
export interface BlogPlace {
  /** The home page's path in the page's language. */
  homePath: string;
  /** The blog's name and path in the page's language. */
  blog: { name: string; path: string };
}

/**
 * An article of the blog as schema.org's `BlogPosting`, as Google's
 * article documentation asks it (developers.google.com/search/docs/
 * appearance/structured-data/article): its headline, its picture, when it
 * was published and changed as a moment with its zone, its author with the
 * author's place on the site, its publisher with logo, in its language.
 */
export function blogPostingStructuredData(article: ArticleContent, locale: Locale, place: BlogPlace): JsonLd {
  const url = absoluteUrl(article.to);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [{ '@type': 'ImageObject', url: absoluteUrl(article.image.src), width: article.image.width, height: article.image.height }],
    inLanguage: locale,
    datePublished: startOfDayInZurich(article.date),
    dateModified: startOfDayInZurich(article.updated?.date ?? article.date),
    author: [{ '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.to), jobTitle: article.author.role }],
    publisher: publisherEntity(place.homePath),
    isPartOf: { '@type': 'Blog', name: place.blog.name, url: absoluteUrl(place.blog.path) },
    keywords: article.tags.map((tag) => tag.label).join(', '),
  };
}

/** The way to a page, each step a name and a path, as schema.org's `BreadcrumbList`: the home page first, the page itself last. */
export function breadcrumbStructuredData(steps: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absoluteUrl(step.path) })),
  };
}

/** A page of the blog's list (or a tag's) as schema.org's `Blog`: its name, address and language, its publisher, and the articles it shows. */
export function blogStructuredData(name: string, path: string, articles: ReadonlyArray<ArticleSummary>, locale: Locale, homePath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: absoluteUrl(path),
    inLanguage: locale,
    publisher: publisherEntity(homePath),
    blogPost: articles.map((article) => ({ '@type': 'BlogPosting', headline: article.title, url: absoluteUrl(article.to), datePublished: startOfDayInZurich(article.date) })),
  };
}
