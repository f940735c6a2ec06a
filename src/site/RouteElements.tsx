import { useMemo, type ComponentType } from 'react';
import { Outlet, useLoaderData, useMatches } from 'react-router-dom';
// First of the app's modules: styled-components numbers its style groups in the order their modules run, and the
// prerendered pages have always listed the global style first.
import { AppProviders } from './AppProviders';
import type { PageContent } from '../content/pageContent';
import { useIntegrations } from '../integrations/IntegrationsContext';
import { fixedAddressBar } from '../lib/address';
import type { PageName } from '../lib/paths';
import type { PageModule } from '../pages/pageModule';
import { Layout } from './Layout';
import { languageOptions } from './languageOptions';
import { RouteHead } from './RouteHead';
import { socialCardPath } from './socialCards';
import { JsonLdScript } from '../components/JsonLdScript';
import { blogPostingStructuredData, blogStructuredData } from '../content/siteStructuredData';
import { handleOf, type LanguageLayoutData, type SiteRoute } from './siteRoute';

/*
 * What the route table's routes render (src/site/routes.ts): a language's
 * layout route draws the shell, its page routes their head tags and page.
 * The data router renders them at build time, in `npm run dev` and in the
 * Storybook story of the routes; the browser never does.
 */

/** The page the router is at: its route's answer in the table. */
export function useCurrentPage(): SiteRoute {
  const answer = handleOf(useMatches().at(-1) ?? {}).answer;
  if (answer?.kind !== 'page') throw new Error('a page route renders only at a page of the route table');
  return answer.route;
}

/**
 * A language's layout route: the providers every page renders inside (the
 * integrations handed down by whoever renders the router), the frame of
 * every page (skip link, header, consent, footer) and, in its main
 * content, the page route.
 */
export function LanguageLayout() {
  const { locale, shell } = useLoaderData() as LanguageLayoutData;
  const integrations = useIntegrations();
  const route = useCurrentPage();
  // The prerendered page's address is its path: no query, no fragment.
  const address = useMemo(() => fixedAddressBar(route.path), [route.path]);
  return (
    <AppProviders integrations={integrations} locale={locale} shell={shell} address={address}>
      <Layout route={route} languages={languageOptions(route, '', locale)}>
        <Outlet />
      </Layout>
    </AppProviders>
  );
}

/**
 * What the blog's pages add to the head: the language's feed, named so
 * that a feed reader finds it from any of them; on an article, its
 * `BlogPosting` data, its picture the article's own card; on a list, its
 * `Blog` data with the articles it shows.
 */
function BlogHead({ route, content }: { route: SiteRoute; content: PageContent<'blog'> }) {
  const { feed } = content.blog.labels;
  const { view } = content;
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      <JsonLdScript
        data={
          view.kind === 'article'
            ? blogPostingStructuredData(view.article, route.locale, socialCardPath(route))
            : blogStructuredData(content.meta.headline, route.path, view.list.articles, route.locale)
        }
      />
    </>
  );
}

/** A page route's component: the page's head tags and the page, with the content its loader gave. */
export function pageRouteComponent({ Page }: PageModule): ComponentType {
  return function PageRoute() {
    const content = useLoaderData() as PageContent<PageName>;
    const route = useCurrentPage();
    return (
      <>
        <RouteHead route={route} meta={content.meta} />
        {'blog' in content && <BlogHead route={route} content={content as PageContent<'blog'>} />}
        <Page content={content} />
      </>
    );
  };
}
