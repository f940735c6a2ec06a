import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './site/App';
import { AppProviders } from './site/AppProviders';
import { findRoute } from './site/routes';
import { preloadPage } from './site/pageComponents';
import { inertIntegrations } from './integrations/inertIntegrations';

export { routes, redirects, FALLBACK_PATH, canonicalUrl } from './site/routes';
export { PAGE_END_ID } from './site/Layout';
export { hostingRules, netlifyHeaders, netlifyRedirects, nginxConfig } from './site/hosting';
export { serveRequest } from './site/serveRequest';
export { auditSite, gateFailures } from './lib/seo/siteAudit';
export { provideSiteAudit, siteAuditFile } from './site/siteAuditSource';
export { seoDashboardContent } from './content/seoDashboard';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** Renders one route to HTML, with the styled-components CSS collected on the way. */
export async function render(path: string): Promise<{ html: string; styles: string }> {
  // Only this route's page: the SEO pages cannot load before the audit exists.
  const route = findRoute(path);
  if (route) await preloadPage(route);
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={path}>
            <AppProviders integrations={inertIntegrations}>
              <App />
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
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
