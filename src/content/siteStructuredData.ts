/**
 * The structured data the home and About pages publish about the operator,
 * from its facts: the same in every language but for the page's language
 * and address.
 */
import { operator } from './operator';
import type { JsonLd } from '../lib/structuredData';
import type { Locale } from '../lib/locales';

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
