import { alternatesOf, canonicalUrl, type SiteRoute } from './siteRoute';
import { operator } from '../content/operator';
import type { PageMeta } from '../content/types';
import { localeSettings } from '../lib/locales';
import { SOCIAL_CARD_SIZE, socialCardUrl } from './socialCards';

export interface RouteHeadProps {
  route: SiteRoute;
  /** The page's title and description in its language. */
  meta: PageMeta;
}

/**
 * The document head of one route, with React 19's own head tags: React
 * hoists them into <head>, and the prerender step moves them there in the
 * static HTML. Every page names the same page in every language
 * (`hreflang`, with `x-default` for the default language's): the
 * alternates are reciprocal by construction, all from the route table.
 * Shared, the page shows its own card, in its language (socialCards.ts).
 */
export function RouteHead({ route, meta }: RouteHeadProps) {
  const url = canonicalUrl(route.path);
  const ogLocale = localeSettings[route.locale].ogLocale;
  const card = socialCardUrl(route);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="robots" content={route.indexable ? 'index, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={url} />
      {alternatesOf(route).map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:type" content="website" />
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
      <meta property="og:image" content={card} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={meta.cardAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={card} />
      <meta name="twitter:image:alt" content={meta.cardAlt} />
    </>
  );
}
