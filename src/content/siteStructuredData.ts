/**
 * The structured data the home and About pages publish about the operator,
 * from its facts: the same in every language but for the page's language
 * and address.
 */
import { operator } from './operator';
import type { JsonLd } from '../lib/structuredData';
import type { Locale } from '../lib/locales';
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

/** An article of the blog as schema.org's `BlogPosting`: its headline, dates, author and publisher, in its language. */
export function blogPostingStructuredData(article: ArticleContent, locale: Locale, image: string): JsonLd {
  const url = absoluteUrl(article.to);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(image),
    inLanguage: locale,
    datePublished: article.date,
    dateModified: article.updated?.date ?? article.date,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: { '@type': 'Organization', name: operator.company, logo: { '@type': 'ImageObject', url: absoluteUrl(operator.logo.src) } },
    keywords: article.tags.map((tag) => tag.label).join(', '),
  };
}

/** A page of the blog's list (or a tag's) as schema.org's `Blog`: its name, address and language, and the articles it shows. */
export function blogStructuredData(name: string, path: string, articles: ReadonlyArray<ArticleSummary>, locale: Locale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: absoluteUrl(path),
    inLanguage: locale,
    publisher: { '@type': 'Organization', name: operator.company },
    blogPost: articles.map((article) => ({ '@type': 'BlogPosting', headline: article.title, url: absoluteUrl(article.to), datePublished: article.date })),
  };
}
