import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './site/App';
import { AppProviders } from './site/AppProviders';
import { findRoute } from './site/routes';
import { preloadPage } from './site/pageComponents';
import { loadConsentPrompts } from './site/consent/ConsentManager';
import { shell } from '@site-language/shell';
import { inertIntegrations } from './integrations/inertIntegrations';
import { DrawingSourceProvider } from './lib/prerenderedDrawings';
import { readPublicDrawing } from './lib/publicDrawings';
import { styleTagsInUse } from './lib/prerenderedStyles';
import type { PageArrival } from './pages/pageModule';

export { routes, redirects, FALLBACK_PATH, canonicalUrl, alternatesOf, rootTarget, rootRedirect, fallbackFor } from './site/routes';
export { locales, localeSettings, defaultLocale } from './lib/locales';
export { PAGE_END_ID } from './site/Layout';
export { hostingRules, netlifyHeaders, netlifyRedirects, nginxConfig } from './site/hosting';
export { serveRequest } from './site/serveRequest';
export { auditSite, gateFailures } from './lib/seo/siteAudit';
export { provideSiteAudit, siteAuditFile } from './site/siteAuditSource';
import { seoDashboardContent as germanDashboard } from './content/de/seoDashboard';
import { seoDashboardContent as frenchDashboard } from './content/fr/seoDashboard';

/** Every path the SEO dashboards ask about, in every language: the build answers each from the hosting rules. */
export const dashboardAskedPaths = [...new Set([...germanDashboard.pageSelector.paths, ...frenchDashboard.pageSelector.paths])];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The language this server bundle renders: the build makes one per language (scripts/build.mjs). */
export const bundleLocale = __SITE_LOCALE__;

/**
 * Renders one route of this bundle's language to HTML, with the
 * styled-components CSS collected on the way and the page's language.
 */
export async function render(path: string): Promise<{ html: string; styles: string; lang: string; arrival: PageArrival }> {
  const route = findRoute(path);
  if (route?.locale !== bundleLocale) throw new Error(`The ${bundleLocale} server bundle cannot render ${path}`);
  const locale = route.locale;
  // Only this route's page: the SEO pages cannot load before the audit exists.
  const { arrival = {} } = await preloadPage(route);
  // Every page carries the consent banner, hidden until the consent engine finds no valid choice.
  await loadConsentPrompts(locale);
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <AppProviders integrations={inertIntegrations} locale={locale} shell={shell}>
              <DrawingSourceProvider source={readPublicDrawing}>
                <App />
              </DrawingSourceProvider>
            </AppProviders>
          </StaticRouter>
        </StrictMode>,
      ),
      {
        onError: (error) => void errors.push(error),
        // React outlines large Suspense boundaries behind inline <script>s, which
        // our CSP forbids; one chunk keeps the page plain HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await streamToString(prelude);
    if (/<script>|<template id="B:/.test(html)) throw new Error(`Prerendering ${path} left a pending boundary or inline script`);
    // A page that fails on the server would silently fall back to client rendering: fail the build instead.
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`);
    return { html, styles: styleTagsInUse(sheet.getStyleTags()), lang: locale, arrival };
  } finally {
    sheet.seal();
  }
}
