import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { ArticleList } from '../sections/blog/ArticleList';
import { ArticleView } from '../sections/blog/ArticleView';

/** /de/blog and its pages: the list (or a tag's), ten articles to a page, or one article. */
export function BlogPage({ content }: { content: PageContent<'blog'> }) {
  const { view, blog } = content;
  if (view.kind === 'article') return <ArticleView article={view.article} labels={blog.labels} />;
  return <ArticleList intro={view.intro} tags={view.tags} current={view.current} list={view.list} labels={blog.labels} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: BlogPage } satisfies PageModule<'blog'>;
