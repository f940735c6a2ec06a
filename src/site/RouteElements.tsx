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
import { RouteHead, type ArticleHeadFacts } from './RouteHead';
import { JsonLdScript } from '../components/JsonLdScript';
import type { ArticleContent } from '../content/blog';
import { operator } from '../content/operator';
import { blogPostingStructuredData, blogStructuredData, breadcrumbStructuredData } from '../content/siteStructuredData';
import { startOfDayInZurich } from '../lib/format';
import { localizedPagePaths } from '../lib/paths';
import { useShellContent } from './ShellContext';
import { canonicalUrl, handleOf, type LanguageLayoutData, type SiteRoute } from './siteRoute';

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
 * What the blog's pages add to the head: on an article, its `BlogPosting`
 * data and the way to it (`BreadcrumbList`); on a list, its `Blog` data
 * with the articles it shows, and the way to a tag's page. The page that
 * says an article is not written in its language adds none.
 */
function BlogHead({ route, content }: { route: SiteRoute; content: PageContent<'blog'> }) {
  const { view, blog } = content;
  if (view.kind === 'untranslated') return null;
  const homePath = localizedPagePaths.home[route.locale];
  const place = { homePath, blog: { name: blog.labels.feed.title, path: blog.labels.allArticles.to } };
  const steps = [
    { name: operator.brand, path: homePath },
    { name: place.blog.name, path: place.blog.path },
  ];
  if (view.kind === 'article') {
    return (
      <>
        <JsonLdScript data={blogPostingStructuredData(view.article, route.locale, place)} />
        <JsonLdScript data={breadcrumbStructuredData([...steps, { name: view.article.title, path: view.article.to }])} />
      </>
    );
  }
  return (
    <>
      <JsonLdScript data={blogStructuredData(content.meta.headline, route.path, view.list.articles, route.locale, homePath)} />
      {view.current && <JsonLdScript data={breadcrumbStructuredData([...steps, { name: view.intro.title, path: route.path }])} />}
    </>
  );
}

/** Open Graph's facts of an article, from its content. */
function articleHead(article: ArticleContent): ArticleHeadFacts {
  return {
    published: startOfDayInZurich(article.date),
    modified: startOfDayInZurich(article.updated?.date ?? article.date),
    author: canonicalUrl(article.author.to),
    tags: article.tags.map((tag) => tag.label),
    image: article.image,
  };
}

/** A page route's component: the page's head tags and the page, with the content its loader gave. */
export function pageRouteComponent({ Page }: PageModule): ComponentType {
  return function PageRoute() {
    const content = useLoaderData() as PageContent<PageName>;
    const route = useCurrentPage();
    const { feed } = useShellContent();
    const view = 'blog' in content ? (content as PageContent<'blog'>).view : undefined;
    return (
      <>
        <RouteHead route={route} meta={content.meta} feed={feed} article={view?.kind === 'article' ? articleHead(view.article) : undefined} />
        {'blog' in content && <BlogHead route={route} content={content as PageContent<'blog'>} />}
        <Page content={content} />
      </>
    );
  };
}
