/**
 * The blog: its pages (the list, ten articles to a page; a page per tag;
 * a page per article), their addresses and their words. The articles are
 * Markdown files (blogArticles.ts); each language words the blog's own
 * texts and the tags' names in `src/content/words/blog.json`.
 */
import type { Root } from 'mdast';
import type { LinkContent, PageIntroContent, PageMeta } from './types';
import type { AboutContent } from './about';
import { contentModule } from './contentModule';
import { introCallIn } from './links';
import { operator } from './operator';
import { teamMembers } from './about';
import { blogArticles } from './blogArticles';
import { blogTags, type BlogArticle, type BlogTag } from './articleSource';
import { formatterFor } from '../lib/format';
import { locales, type Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { fillIn, type Template } from '../lib/template';

export { blogTags, type BlogTag };

/** Articles on one page of the list. */
export const BLOG_PAGE_SIZE = 10;

/** Words a reader reads in a minute, for an article's reading time. */
const WORDS_PER_MINUTE = 200;

/** One of the blog's pages: the list (its first page at the blog's address), a tag's list, or an article. */
export type BlogView = { kind: 'list'; page: number } | { kind: 'tag'; tag: BlogTag; page: number } | { kind: 'article'; slug: string };

/** What a language writes for the blog. */
export interface BlogWords extends PageIntroContent {
  /** An article's reading time, `{minutes}` a number. */
  readingTime: Template;
  /** Before the date an article was published, `{date}`. */
  published: Template;
  /** Before the date it was last changed, `{date}`. */
  updated: Template;
  /** Who wrote it: `{name}` and `{role}` from the team. */
  byline: Template;
  /** Names the tags of an article and the list's choice of tags. */
  tagsLabel: string;
  /** The choice of every article, and the way back from an article. */
  allArticles: string;
  /** A tag page's heading, `{tag}` the tag as a sentence names it (`tagsInText`). */
  tagTitle: Template;
  /** A tag page's title in search results, `{tag}` as in `tagTitle`: with the shortest and the longest tag and « | brand» within 40–60 characters. */
  tagMetaTitle: Template;
  /** A tag page's lead, `{tag}` as in `tagTitle`. */
  tagLead: Template;
  /** A tag page's description for search engines, `{tag}` as in `tagTitle`: 120–160 characters with every tag, and true of every tag's articles. */
  tagDescription: Template;
  pagination: {
    /** Names the navigation between the list's pages. */
    label: string;
    previous: string;
    next: string;
    /** A page's number as a link names it, `{page}`. */
    page: Template;
    /** Added to the title of a page after the first, `{page}` and `{pages}`. */
    pageOf: Template;
  };
  /** The link to the language's feed. */
  feed: string;
  /** The feed's title, `{brand}` the operator's. */
  feedTitle: Template;
  /** Heading of the articles that share a tag, under an article. */
  related: string;
  /** Names a heading's anchor link, `{heading}` its text. */
  headingLink: Template;
  /** Names a code example of an article. */
  codeLabel: string;
  /** Names a table of an article that scrolls sideways on a narrow screen. */
  tableLabel: string;
  /** Shown when a language has no article yet. */
  empty: string;
  /** The call to action under every article: the free intro call. */
  cta: { title: string; text: string; action: string };
  /** Each tag's name, as a label shows it («Datenschutz», «In practice»). */
  tags: Readonly<Record<BlogTag, string>>;
  /**
   * Each tag as a sentence names it, where `{tag}` stands in a template:
   * German as the label («zum Thema Datenschutz»), French with its article
   * («sur la protection des données»), Italian with «su» and its article
   * («Articoli sulla protezione dei dati»), English in lower case
   * («Articles on practice»).
   */
  tagsInText: Readonly<Record<BlogTag, string>>;
}

/** A tag as a link: its name, its page, how many articles of the language it has. */
export interface BlogTagLink {
  id: BlogTag;
  label: string;
  to: string;
}

/** An article as a card in a list: what a reader decides by. */
export interface ArticleSummary {
  slug: string;
  to: string;
  title: string;
  summary: string;
  /** `YYYY-MM-DD`, for `<time datetime>`. */
  date: string;
  /** The date as the language writes it. */
  dateLabel: string;
  readingTime: string;
  tags: ReadonlyArray<BlogTagLink>;
}

/** An article as its page shows it. */
export interface ArticleContent extends ArticleSummary {
  updated?: { date: string; label: string };
  published: string;
  author: { name: string; role: string; byline: string };
  body: Root;
  related: ReadonlyArray<ArticleSummary>;
}

/** The blog's labels in one language, as its parts show them. */
export interface BlogLabels {
  tagsLabel: string;
  allArticles: LinkContent;
  pagination: BlogWords['pagination'];
  feed: { label: string; href: string; title: string };
  related: string;
  headingLink: Template;
  codeLabel: string;
  tableLabel: string;
  empty: string;
  cta: { title: string; text: string; action: LinkContent };
}

/** A page of a list: its articles, where it stands and the addresses of the others. */
export interface BlogListPage {
  articles: ReadonlyArray<ArticleSummary>;
  page: number;
  pages: ReadonlyArray<{ number: number; to: string }>;
}

/** What one of the blog's pages shows. */
export type BlogViewContent =
  | { kind: 'list'; intro: PageIntroContent; tags: ReadonlyArray<BlogTagLink>; current: BlogTag | null; list: BlogListPage }
  | { kind: 'article'; article: ArticleContent };

/** The blog in one language: its words and its articles, newest first. */
export interface BlogContent {
  words: BlogWords;
  labels: BlogLabels;
  articles: ReadonlyArray<ArticleContent>;
  tags: ReadonlyArray<BlogTagLink>;
}

/** The blog's address in a language. */
export const blogPathOf = (locale: Locale): string => localizedPagePaths.blog[locale];

/** The address of one of the blog's pages. */
export function blogViewPath(locale: Locale, view: BlogView): string {
  const blog = blogPathOf(locale);
  const paged = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);
  if (view.kind === 'article') return `${blog}/${view.slug}`;
  if (view.kind === 'tag') return paged(`${blog}/tag/${view.tag}`, view.page);
  return paged(blog, view.page);
}

/** The feed of a language's articles, newest first. */
export const blogFeedPathOf = (locale: Locale): string => `${blogPathOf(locale)}/feed.xml`;

/** The articles of a language, newest first. */
export const articlesIn = (locale: Locale): ReadonlyArray<BlogArticle> => blogArticles.filter((article) => article.locale === locale);

const pageCount = (articles: number) => Math.max(1, Math.ceil(articles / BLOG_PAGE_SIZE));

/** The tags a language's articles carry, in the tags' order. */
const tagsIn = (locale: Locale) => blogTags.filter((tag) => articlesIn(locale).some((article) => article.tags.includes(tag)));

/** Every page of the blog in a language but its first (the page `blog` of the route table): further list pages, tags, articles. */
export function blogViewsIn(locale: Locale): BlogView[] {
  const articles = articlesIn(locale);
  const pages = (count: number) => Array.from({ length: pageCount(count) }, (_, index) => index + 1);
  return [
    ...pages(articles.length)
      .slice(1)
      .map((page): BlogView => ({ kind: 'list', page })),
    ...tagsIn(locale).flatMap((tag) => pages(articles.filter((article) => article.tags.includes(tag)).length).map((page): BlogView => ({ kind: 'tag', tag, page }))),
    ...articles.map((article): BlogView => ({ kind: 'article', slug: article.slug })),
  ];
}

/** Whether a language has that page of the blog. */
function hasView(locale: Locale, view: BlogView): boolean {
  if (view.kind === 'list' && view.page === 1) return true;
  return blogViewsIn(locale).some((other) => JSON.stringify(other) === JSON.stringify(view));
}

/**
 * The same page of the blog in every language that has it: an article
 * where it is translated, a tag's page where the language has articles of
 * that tag. The language switch leads elsewhere to the language's blog.
 */
export function blogTranslations(view: BlogView): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.filter((locale) => hasView(locale, view)).map((locale) => [locale, blogViewPath(locale, view)]));
}

/** The blog in one language: the module as each language writes it (src/content/words/blog.json), for the registry (siteContent.ts). */
export const blogModule = contentModule(
  ({ blogWords: words }: { blogWords: BlogWords }, locale, { about: { aboutContent } }: { about: { aboutContent: AboutContent } }): { blogContent: BlogContent } => {
    const format = formatterFor(locale);
    const tagLink = (tag: BlogTag): BlogTagLink => ({ id: tag, label: words.tags[tag], to: blogViewPath(locale, { kind: 'tag', tag, page: 1 }) });
    const summaryOf = (article: BlogArticle): ArticleSummary => ({
      slug: article.slug,
      to: blogViewPath(locale, { kind: 'article', slug: article.slug }),
      title: article.title,
      summary: article.summary,
      date: article.date,
      dateLabel: format.date(article.date),
      readingTime: fillIn(words.readingTime, { minutes: format.number(Math.max(1, Math.ceil(article.wordCount / WORDS_PER_MINUTE))) }),
      tags: article.tags.map(tagLink),
    });
    const articles = articlesIn(locale);
    const contentOf = (article: BlogArticle): ArticleContent => {
      const member = aboutContent.team.members[teamMembers.findIndex((candidate) => candidate.id === article.author)]!;
      const summary = summaryOf(article);
      // Related: the articles sharing most tags, then the newest; three at most.
      const shared = (other: BlogArticle) => other.tags.filter((tag) => article.tags.includes(tag)).length;
      const related = articles
        .filter((other) => other !== article && shared(other) > 0)
        .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
        .slice(0, 3);
      return {
        ...summary,
        published: fillIn(words.published, { date: summary.dateLabel }),
        ...(article.updated ? { updated: { date: article.updated, label: fillIn(words.updated, { date: format.date(article.updated) }) } } : {}),
        author: { name: member.name, role: member.role, byline: fillIn(words.byline, { name: member.name, role: member.role }) },
        body: article.body,
        related: related.map(summaryOf),
      };
    };
    return {
      blogContent: {
        words,
        labels: {
          tagsLabel: words.tagsLabel,
          allArticles: { label: words.allArticles, to: blogPathOf(locale) as LinkContent['to'] },
          pagination: words.pagination,
          feed: { label: words.feed, href: blogFeedPathOf(locale), title: fillIn(words.feedTitle, { brand: operator.brand }) },
          related: words.related,
          headingLink: words.headingLink,
          codeLabel: words.codeLabel,
          tableLabel: words.tableLabel,
          empty: words.empty,
          cta: { title: words.cta.title, text: words.cta.text, action: { label: words.cta.action, ...introCallIn(locale) } },
        },
        articles: articles.map(contentOf),
        tags: tagsIn(locale).map(tagLink),
      },
    };
  },
);

/** One page of the blog in a language: what it shows. */
export function blogViewContent(blog: BlogContent, locale: Locale, view: BlogView): BlogViewContent {
  if (view.kind === 'article') {
    const article = blog.articles.find((candidate) => candidate.slug === view.slug);
    if (!article) throw new Error(`No article ${view.slug} in ${locale}`);
    return { kind: 'article', article };
  }
  const tag = view.kind === 'tag' ? view.tag : null;
  const chosen = tag ? blog.articles.filter((article) => article.tags.some((candidate) => candidate.id === tag)) : blog.articles;
  const base = (page: number): BlogView => (tag ? { kind: 'tag', tag, page } : { kind: 'list', page });
  const intro = tag
    ? { eyebrow: blog.words.eyebrow, title: fillIn(blog.words.tagTitle, { tag: blog.words.tagsInText[tag] }), lead: fillIn(blog.words.tagLead, { tag: blog.words.tagsInText[tag] }) }
    : { eyebrow: blog.words.eyebrow, title: blog.words.title, lead: blog.words.lead };
  return {
    kind: 'list',
    intro,
    tags: blog.tags,
    current: tag,
    list: {
      articles: chosen.slice((view.page - 1) * BLOG_PAGE_SIZE, view.page * BLOG_PAGE_SIZE),
      page: view.page,
      pages: Array.from({ length: pageCount(chosen.length) }, (_, index) => ({ number: index + 1, to: blogViewPath(locale, base(index + 1)) })),
    },
  };
}

/**
 * A blog page's title and description: an article's own (its title, its
 * summary); a tag's from the blog's words; a later page of a list adds its
 * number to the first page's title.
 */
export function blogViewMeta(blog: BlogContent, locale: Locale, view: BlogView, first: PageMeta, cardAlt: Template): PageMeta {
  const suffix = ` | ${operator.brand}`;
  const meta = (headline: string, description: string): PageMeta => ({ title: `${headline}${suffix}`, description, headline, cardAlt: fillIn(cardAlt, { title: headline, brand: operator.brand }) });
  const paged = (headline: string, page: number, pages: number) => (page > 1 ? `${headline} (${fillIn(blog.words.pagination.pageOf, { page: formatterFor(locale).number(page), pages: formatterFor(locale).number(pages) })})` : headline);
  const content = blogViewContent(blog, locale, view);
  if (content.kind === 'article') return meta(content.article.title, content.article.summary);
  if (view.kind === 'tag') {
    const tag = blog.words.tagsInText[view.tag];
    return meta(paged(fillIn(blog.words.tagMetaTitle, { tag }), view.page, content.list.pages.length), fillIn(blog.words.tagDescription, { tag }));
  }
  return view.kind === 'list' && view.page > 1 ? meta(paged(first.headline, view.page, content.list.pages.length), first.description) : first;
}
