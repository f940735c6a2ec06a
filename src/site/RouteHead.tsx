import type { SiteRoute } from './routes';
import { canonicalUrl } from './routes';
import { operator } from '../content/operator';
import { JsonLdScript } from '../components/JsonLdScript';

/**
 * The document head of one route, with React 19's own head tags: React
 * hoists them into <head>, and the prerender step moves them there in the
 * static HTML.
 */
export function RouteHead({ route }: { route: SiteRoute }) {
  const url = canonicalUrl(route.path);
  const structuredData = route.structuredData?.();
  return (
    <>
      <title>{route.meta.title}</title>
      <meta name="description" content={route.meta.description} />
      <meta name="robots" content={route.indexable ? 'index, follow' : 'noindex, nofollow'} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_CH" />
      <meta property="og:site_name" content={operator.brand} />
      <meta property="og:title" content={route.meta.title} />
      <meta property="og:description" content={route.meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${operator.siteOrigin}/brand/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={route.meta.title} />
      <meta name="twitter:description" content={route.meta.description} />
      <meta name="twitter:image" content={`${operator.siteOrigin}/brand/og-image.png`} />
      {structuredData && <JsonLdScript data={structuredData} />}
    </>
  );
}
