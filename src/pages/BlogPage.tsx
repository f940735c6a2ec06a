import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { ArticleList } from '../sections/blog/ArticleList';
import { ArticleView } from '../sections/blog/ArticleView';
import { UntranslatedArticle } from '../sections/blog/UntranslatedArticle';

/**
 * /de/blog and its pages: the list (or a tag's), ten articles to a page,
 * one article, or at an article's address in a language it is not written
 * in, the page that says so and leads to it.
 */
export function BlogPage({ content }: { content: PageContent<'blog'> }) {
  const { view, blog } = content;
  if (view.kind === 'article') return <ArticleView article={view.article} labels={blog.labels} />;
  if (view.kind === 'untranslated') return <UntranslatedArticle intro={view.intro} versions={view.versions} own={view.own} ownTitle={view.ownTitle} labels={blog.labels} />;
  return <ArticleList intro={view.intro} tags={view.tags} current={view.current} list={view.list} labels={blog.labels} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: BlogPage } satisfies PageModule<'blog'>;
