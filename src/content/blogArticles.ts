/**
 * The blog's articles: every file under `src/content/blog/<segment>/`, read
 * and checked when the module loads (the build, `npm run dev`, Storybook,
 * the servers that match paths) by the rules of articleSource.ts; the
 * first mistake stops them all, every finding with its file and line. The
 * editors write them in `npm run cms` (the «Blog» collection).
 */
import { nodesOf, readArticles, type BlogArticle } from './articleSource';
import { blogPictures } from './blogPictures';

/** The articles of the repository (`src/content/blog/<segment>/*.md`), read as the bundler finds them. */
const articleFiles = import.meta.glob<string>('./blog/*/*.md', { eager: true, query: '?raw', import: 'default' });

/** An article with its pictures as the site serves them: the rules have made sure each is one of the blog's. */
function withPictures(article: BlogArticle): BlogArticle {
  for (const node of nodesOf(article.body)) if (node.type === 'image') node.data = { ...node.data, picture: blogPictures.get(node.url) };
  return article.cover ? { ...article, cover: { ...article.cover, picture: blogPictures.get(article.cover.src) } } : article;
}

/** Every article in every language, newest first. */
export const blogArticles: ReadonlyArray<BlogArticle> = readArticles(
  Object.fromEntries(Object.entries(articleFiles).map(([file, source]) => [`src/content/${file.replace(/^\.\//, '')}`, source])),
  { pictures: new Set(blogPictures.keys()) },
).map(withPictures);
