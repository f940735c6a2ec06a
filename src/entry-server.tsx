import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
// Loaded first, though the routes load it lazily: styled-components numbers its style groups in the order their
// modules run, and the prerendered pages list the shell's styles (the global style first) before the rest.
import './site/RouteElements';
import { IslandProviders, IslandTree } from './site/IslandProviders';
import { answerAt, canonicalUrl, handleOf, siteRoutes, type SiteRoute } from './site/routes';
import { SocialCard } from './site/SocialCard';
import { socialCardOf } from './site/socialCards';
import { islandLoaders } from 'virtual:islands';
import { contentFor, metaOf } from './content/siteContent';
import { locales } from './lib/locales';
import { inertIntegrations } from './integrations/inertIntegrations';
import { IntegrationsProvider } from './integrations/IntegrationsContext';
import { DrawingSourceProvider } from './lib/prerenderedDrawings';
import { readPublicDrawing } from './lib/publicDrawings';
import { styleTagsInUse } from './lib/prerenderedStyles';
import { fixedAddressBar } from './lib/address';
import { islandDataScript } from './lib/islandData';
import { IslandCollector, IslandCollectorContext } from './components/Island';
import { islandIdPrefix, islandMarker } from './components/islandMarks';
import type { PageArrival } from './pages/pageModule';

export { routes, FALLBACK_PATH, canonicalUrl, alternatesOf, siteRoutes } from './site/routes';
export { locales, localeSettings, defaultLocale } from './lib/locales';
export { PAGE_END_ID } from './site/Layout';
export { hostingRules, netlifyHeaders, netlifyRedirects, nginxConfig, nginxLanguageScript, NGINX_LANGUAGE_SCRIPT, NGINX_SCRIPT_FOLDER } from './site/hosting';
export { serveRequest } from './site/serveRequest';
export { auditSite, gateFailures } from './lib/seo/siteAudit';
export { provideSiteAudit, siteAuditFile } from './site/siteAuditSource';
export { SOCIAL_CARD_SIZE } from './site/SocialCard';
export { blogFeeds } from './site/blogFeed';
export { lastModifiedOf } from './site/lastModified';
export { operator } from './content/operator';
export { brandFaceFamily } from './design/tokens';

/** Every path the SEO dashboards ask about, in every language: the build answers each from the hosting rules. */
/** Each language's link texts that say nothing out of context, for the audit of its pages. */
export const vagueLinkTexts = Object.fromEntries(locales.map((locale) => [locale, contentFor(locale).seoChecks.seoCheckContent.vagueLinkTexts]));

export const dashboardAskedPaths = [...new Set(locales.flatMap((locale) => contentFor(locale).seoDashboard.seoDashboardContent.pageSelector.paths))];

/**
 * A route's social card as the build draws it (scripts/build/socialCards.mjs):
 * where it goes, and the element satori lays out, the logo given as a
 * `data:` URL. Made here, with the bundle's own React.
 */
export function socialCardToDraw(route: SiteRoute, logo: string) {
  const card = socialCardOf(route, metaOf(route));
  return { path: card.path, element: <SocialCard {...card.props} logo={logo} /> };
}

/** What prerendering one route gives the build. */
export interface RenderedRoute {
  /** The page's markup, the islands' own renders written in at their places, their props at the end. */
  html: string;
  /** The styled-components style tags of everything rendered. */
  styles: string;
  lang: string;
  arrival: PageArrival;
  /** The islands' names, in page order: the chunks the page's boot script loads. */
  islands: string[];
}

/**
 * Renders `tree` to HTML, its styles collected into `sheet`, failing on any
 * error: a part that fails on the server would silently fall back to the
 * browser, which renders nothing here.
 */
async function renderToHtml(tree: ReactNode, sheet: ServerStyleSheet, where: string, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(sheet.collectStyles(<StrictMode>{tree}</StrictMode>), {
    identifierPrefix,
    onError: (error) => void errors.push(error),
    // React outlines large Suspense boundaries behind inline <script>s, which
    // our CSP forbids; one chunk keeps the page plain HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  if (/<script>|<template id="B:/.test(html)) throw new Error(`Prerendering ${where} left a pending boundary or inline script`);
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${where} failed: ${String(errors[0])}`);
  return html;
}

/** The route table's data router on the server: it answers a request with a route's data, or with its redirect. */
const handler = createStaticHandler(siteRoutes);

/**
 * The route table's answer at a page's path: its matches with their
 * loaded data (the shell's and the page's content, in the route's
 * language) and the page's route. A path that is no page fails.
 */
async function routeAt(path: string) {
  const context = await handler.query(new Request(canonicalUrl(path)));
  if (context instanceof Response) throw new Error(`${path} is no page: the route table answers ${context.status} to ${context.headers.get('Location')}`);
  if (context.errors) throw new AggregateError(Object.values(context.errors), `${path}: a loader of the route table failed`);
  const answer = handleOf(context.matches.at(-1)!.route).answer;
  if (answer?.kind !== 'page') throw new Error(`No route renders ${path}`);
  return { context, route: answer.route };
}

/**
 * Renders one route to HTML, in its language, through the route table's
 * data router: the language's layout route and the page's route, with the
 * data their loaders gave (`hydrate={false}`: no router data goes to the
 * browser, whose CSP forbids the inline script it would take). Each island
 * the page places (src/components/Island.tsx) is then rendered again on a
 * root of its own, with its own ids, exactly as the browser hydrates it
 * (src/site/islandRuntime.tsx), and written in at its place. Every style
 * rendered is collected on the way.
 */
export async function render(path: string): Promise<RenderedRoute> {
  const { context, route } = await routeAt(path);
  const { locale } = route;
  const siteContent = contentFor(locale);
  const content = siteContent.pages[route.page];
  const { shell } = siteContent.shell;
  const { arrival } = await route.load();
  const address = fixedAddressBar(route.path);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = new IslandCollector();
  const sheet = new ServerStyleSheet();
  try {
    let html = await renderToHtml(
      <IntegrationsProvider value={inertIntegrations}>
        <DrawingSourceProvider source={readPublicDrawing}>
          <IslandCollectorContext.Provider value={collector}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandCollectorContext.Provider>
        </DrawingSourceProvider>
      </IntegrationsProvider>,
      sheet,
      path,
    );
    for (const [index, { source, component: Island, props }] of collector.islands.entries()) {
      const where = `${path}, island ${source}`;
      // The browser loads the island by this id: it must load the component the page placed.
      if ((await islandLoaders[source]?.()) !== Island) throw new Error(`${where}: virtual:islands (scripts/build/islandPlugin.ts) loads no such component`);
      const islandHtml = await renderToHtml(
        <IslandProviders integrations={inertIntegrations} locale={locale} labels={shell.common} address={address}>
          <IslandTree component={Island} props={props} />
        </IslandProviders>,
        sheet,
        where,
        islandIdPrefix(index),
      );
      html = html.replace(islandMarker(index), () => islandHtml);
    }
    const islands = collector.islands;
    if (islands.length > 0) html += islandDataScript({ labels: shell.common, props: islands.map((island) => island.props) }, path);
    return { html, styles: styleTagsInUse(sheet.getStyleTags()), lang: locale, arrival: arrival?.(content as never) ?? {}, islands: islands.map((island) => island.source) };
  } finally {
    sheet.seal();
  }
}

/** Whether the route table serves a page at `path` (the dev server asks before it renders). */
export const isPagePath = (path: string): boolean => answerAt(path)?.kind === 'page';
