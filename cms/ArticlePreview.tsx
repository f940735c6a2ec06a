import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { dump } from 'js-yaml';
import { readArticle, BLOG_MEDIA_PATH, nodesOf, type BlogArticle } from '../src/content/articleSource';
import { blogArticles } from '../src/content/blogArticles';
import { articleContentOf } from '../src/content/blog';
import { contentFor } from '../src/content/siteContent';
import { defaultLocale, localeSettings } from '../src/lib/locales';
import type { Picture } from '../src/lib/picture';
import { fill, localeOfSegment, PreviewBoundary, PreviewFrame, SitePage } from './previewParts';
import editorWords from './editorWords.json';

/** The fields of an article's file, in the order the files write them. */
const FIELDS = ['title', 'summary', 'date', 'updated', 'author', 'tags', 'sample', 'cover', 'coverAlt'] as const;

/** The article's file as the editor would save it in the pane's language: its front matter and its text. */
function sourceOf(data: Record<string, unknown>): string {
  const fields = Object.fromEntries(FIELDS.flatMap((field) => (data[field] === undefined || data[field] === null || data[field] === '' ? [] : [[field, data[field]]])));
  return `---\n${dump(fields, { lineWidth: -1 })}---\n\n${typeof data.body === 'string' ? data.body : ''}\n`;
}

/**
 * A picture the editor holds (uploaded, not yet built) as the article view
 * takes it: its file as it is, in one format; its size is the browser's once
 * it has loaded (the view's width and height only reserve its place).
 */
function heldPicture(src: string): Picture {
  return { width: 1600, height: 1000, sources: [], fallback: { type: 'image/*', srcset: '', src }, card: src };
}

/** Today in Zürich, for an article whose date is not set yet. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());

/**
 * The preview of an article, as the site draws it: the blog's page
 * component with the article view, composed as the build composes it
 * (`readArticle`, `articleContentOf`), in the language of the editor's left
 * pane, light or dark, its pictures included. What the build would refuse
 * is said above it, with the build's own words; the preview still draws
 * what can be read.
 */
export function ArticlePreview(props: PreviewTemplateComponentProps) {
  const { entry, document: frame, getAsset } = props;
  const segment = String((props as { locale?: string }).locale ?? localeSettings[defaultLocale].segment);
  const locale = localeOfSegment(segment);
  const held = (segment === localeSettings[defaultLocale].segment ? entry.get('data') : entry.getIn(['i18n', segment, 'data'])) as { toJS: () => Record<string, unknown> } | undefined;
  const data = held?.toJS() ?? {};
  const source = sourceOf(data);
  const named = [...source.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]!);
  if (typeof data.cover === 'string') named.push(data.cover);
  const slug = String(entry.get('slug') || 'neuer-artikel');
  const { article, draft, findings } = readArticle(`src/content/blog/${segment}/${slug}.md`, source, { pictures: new Set(named.filter((url) => url.startsWith(BLOG_MEDIA_PATH))) });
  const shown: BlogArticle | undefined = article ?? draft;
  const shownAt = (url: string) => heldPicture(String(getAsset(url) ?? url));
  if (shown) {
    for (const node of nodesOf(shown.body)) if (node.type === 'image') node.data = { ...node.data, picture: shownAt(node.url) };
    if (shown.cover) shown.cover = { ...shown.cover, picture: shownAt(shown.cover.src) };
  }
  const content = contentFor(locale);
  const blog = content.pages.blog;
  const bar =
    findings.length > 0 ? (
      <div role="status">
        <p style={{ margin: 0 }}>{editorWords.articleFindings}</p>
        <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
          {findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      </div>
    ) : (
      <p style={{ margin: 0 }}>{fill(editorWords.articleAsShown, { address: `/${segment}/blog/${slug}` })}</p>
    );
  return (
    <PreviewFrame frame={frame} bar={bar}>
      {shown && (
        <PreviewBoundary data={source}>
          <SitePage
            page="blog"
            locale={locale}
            shell={content.shell.shell}
            content={{
              ...blog,
              view: {
                kind: 'article',
                article: articleContentOf(
                  { ...shown, date: shown.date || today() },
                  { words: blog.blog.words, locale, about: content.pages.about.about, articles: blogArticles.filter((other) => other.locale === locale) },
                ),
              },
            }}
          />
        </PreviewBoundary>
      )}
    </PreviewFrame>
  );
}
