import { pageContentOf } from '../content/siteContent';
import type { PageContent } from '../content/pageContent';
import type { SiteRoute } from './siteRoute';

/**
 * The day a page was last changed in substance, where the page has a date
 * of its own (`YYYY-MM-DD`), for the sitemap's `lastmod`: an article's
 * (its update, else its publication), a list's or a tag's (its newest
 * article's), the legal documents' and the roadmap's «Stand». A page
 * without a date of its own has none: a guessed date is worse than none.
 */
export function lastModifiedOf(route: Pick<SiteRoute, 'page' | 'locale' | 'blogView'>): string | undefined {
  const content = pageContentOf(route);
  if ('document' in content) return content.document.updated.iso;
  if ('roadmap' in content) return content.roadmap.intro.updated.iso;
  if (!('blog' in content)) return undefined;
  const { view, blog } = content as PageContent<'blog'>;
  const changedOn = (slug: string) => {
    const article = blog.articles.find((candidate) => candidate.slug === slug);
    return article ? (article.updated?.date ?? article.date) : undefined;
  };
  if (view.kind === 'article') return changedOn(view.article.slug);
  if (view.kind === 'untranslated') return undefined;
  return view.list.articles.map((article) => changedOn(article.slug) ?? article.date).sort().at(-1);
}
