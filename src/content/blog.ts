/**
 * The blog: its pages (the list, ten articles to a page; a page per tag;
 * a page per article), their addresses and their words. The articles are
 * Markdown files (blogArticles.ts); each language words the blog's own
 * texts and the tags' names in `src/content/words/blog.json`.
 */
import type { Root } from 'mdast';
import { CARD_SIZE, type Picture } from '../lib/picture';
import type { LinkContent, PageIntroContent, PageMeta, SectionIntro } from './types';
import type { AboutContent } from './about';
import { contentModule } from './contentModule';
import { introCallIn } from './links';
import { operator } from './operator';
import { teamMemberPath, teamMembers } from './about';
import { blogArticles } from './blogArticles';
import { blogTags, outlineOf, type BlogArticle, type BlogTag } from './articleSource';
import { formatterFor } from '../lib/format';
import { defaultLocale, localeSettings, locales, type Locale } from '../lib/locales';
import { localizedPagePaths } from '../lib/paths';
import { SOCIAL_CARD_SIZE, socialCardFile } from '../lib/socialCardFiles';
import { fillIn, type Template } from '../lib/template';

export { blogTags, type BlogTag };

/** Articles on one page of the list. */
export const BLOG_PAGE_SIZE = 10;

/** Words a reader reads in a minute, for an article's reading time. */
const WORDS_PER_MINUTE = 200;

/**
 * One of the blog's pages: the list (its first page at the blog's
 * address), a tag's list, an article, or, at an article's address in a
 * language it is not written in, the page that says so and leads to it.
 */
export type BlogView =
  | { kind: 'list'; page: number }
  | { kind: 'tag'; tag: BlogTag; page: number }
  | { kind: 'article'; slug: string }
  | { kind: 'untranslated'; slug: string };

/** A language's segment (`de`), as the words files key their languages. */
export type LocaleSegment = (typeof localeSettings)[Locale]['segment'];

/** A tag's page is indexed from this many articles of its language on: a page with one article says less than that article. */
export const TAG_PAGE_INDEXED_FROM = 2;

/** Articles of its language the home page shows, filled up with articles written only in other languages. */
export const LATEST_ON_HOME = 3;

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
  /** How a card marks an article in another language, by that language's segment: «En allemand», «In tedesco». */
  inLanguage: Readonly<Record<LocaleSegment, string>>;
  /** Heading and sentence over the articles written only in other languages, after a list's own. */
  others: { title: string; text: string };
  /** Names the links to an article's translations («Auch in anderen Sprachen»), each named in its own language («Français»). */
  translations: string;
  /** The title of an article's table of contents. */
  contents: string;
  /** The links to the article published before and after this one. */
  articleNavigation: { label: string; previous: string; next: string };
  /** The page at an article's address in a language it is not written in. */
  untranslated: {
    /** Says that the article does not exist in this language: the page's heading. */
    title: string;
    lead: string;
    /**
     * The page's title in tabs and shared links, `{title}` the article's in its language: the page is not indexed, so
     * it may pass the 60 characters a search result shows, and it names the article, so two such pages differ.
     */
    metaTitle: Template;
    /** Its description, `{title}` the article's title in its language: with the longest title at most 160 characters. */
    description: Template;
    /** Heading over the language's own articles. */
    own: string;
  };
  /** The home page's section with the latest articles; `all` the link to the blog. */
  latest: SectionIntro & { all: string };
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
  /** Its tags, each linking to its page; none on an article in another language (its tags' pages are its language's). */
  tags: ReadonlyArray<BlogTagLink>;
  /** Its cover picture, as the site serves it, and what it shows. */
  cover?: { picture: Picture; alt: string };
  /**
   * Set on an article written in another language than the page's: its
   * language (its title and summary are in it) and how the page's language
   * names it («En allemand»).
   */
  language?: { lang: Locale; label: string };
}

/**
 * An article's picture, where a network, a search engine or a feed reader
 * shows it: its cover's card where it has one, else its social card (`/social/de/blog/<slug>.png`).
 */
export interface ArticleImage {
  /** A path of the site. */
  src: string;
  width: number;
  height: number;
  /** Its media type. */
  type: string;
}

/** An article as its page shows it. */
export interface ArticleContent extends ArticleSummary {
  updated?: { date: string; label: string };
  published: string;
  /** Who wrote it, and their place on the about page (`/de/about#team-laura`). */
  author: { name: string; role: string; byline: string; to: string };
  body: Root;
  related: ReadonlyArray<ArticleSummary>;
  /** The article in the other languages it is written in, each named in its own language («Français»). */
  translations: ReadonlyArray<{ lang: Locale; name: string; to: string }>;
  /** Its sections (its «##» headings): a table of contents from four on. */
  sections: ReadonlyArray<{ id: string; title: string }>;
  /** The language's article published before this one, and after it. */
  previous?: { title: string; to: string };
  next?: { title: string; to: string };
  image: ArticleImage;
}

/** The home page's latest articles: the language's newest, filled up with articles written only in other languages. */
export interface LatestArticlesContent extends SectionIntro {
  articles: ReadonlyArray<ArticleSummary>;
  all: LinkContent;
  /** Names an article's tags for a screen reader. */
  tagsLabel: string;
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
  others: BlogWords['others'];
  translations: string;
  contents: string;
  articleNavigation: BlogWords['articleNavigation'];
}

/** A page of a list: its articles, where it stands and the addresses of the others. */
export interface BlogListPage {
  articles: ReadonlyArray<ArticleSummary>;
  /** On the list's last page, after its own: the articles written only in other languages, newest first. */
  others: ReadonlyArray<ArticleSummary>;
  page: number;
  pages: ReadonlyArray<{ number: number; to: string }>;
}

/** What one of the blog's pages shows. */
export type BlogViewContent =
  | { kind: 'list'; intro: PageIntroContent; tags: ReadonlyArray<BlogTagLink>; current: BlogTag | null; list: BlogListPage }
  | { kind: 'article'; article: ArticleContent }
  | {
      kind: 'untranslated';
      intro: PageIntroContent;
      /** The article in each language it is written in. */
      versions: ReadonlyArray<ArticleSummary>;
      /** The language's own articles, newest first, under `ownTitle`. */
      own: ReadonlyArray<ArticleSummary>;
      ownTitle: string;
    };

/** The blog in one language: its words and its articles, newest first. */
export interface BlogContent {
  words: BlogWords;
  labels: BlogLabels;
  articles: ReadonlyArray<ArticleContent>;
  /** The articles written only in other languages, as cards, newest first: one version of each. */
  others: ReadonlyArray<ArticleSummary>;
  /** Every version of those articles, as cards: the page at such an article's address lists them. */
  elsewhere: ReadonlyArray<ArticleSummary>;
  tags: ReadonlyArray<BlogTagLink>;
  latest: LatestArticlesContent;
}

/** The blog's address in a language. */
export const blogPathOf = (locale: Locale): string => localizedPagePaths.blog[locale];

/** The address of one of the blog's pages; an article's is the same whether the language has it or says it has not. */
export function blogViewPath(locale: Locale, view: BlogView): string {
  const blog = blogPathOf(locale);
  const paged = (base: string, page: number) => (page > 1 ? `${base}/page/${page}` : base);
  if (view.kind === 'article' || view.kind === 'untranslated') return `${blog}/${view.slug}`;
  if (view.kind === 'tag') return paged(`${blog}/tag/${view.tag}`, view.page);
  return paged(blog, view.page);
}

/** The feed of a language's articles, newest first. */
export const blogFeedPathOf = (locale: Locale): string => `${blogPathOf(locale)}/feed.xml`;

/** The articles of a language, newest first. */
export const articlesIn = (locale: Locale): ReadonlyArray<BlogArticle> => blogArticles.filter((article) => article.locale === locale);

/**
 * The articles written only in other languages than `locale`, newest
 * first: one per article, in the first language of the locale list that
 * has it (the default language's where it exists).
 */
export function articlesOnlyElsewhere(locale: Locale): ReadonlyArray<BlogArticle> {
  const own = new Set(articlesIn(locale).map((article) => article.slug));
  const chosen = new Map<string, BlogArticle>();
  for (const language of [defaultLocale, ...locales.filter((candidate) => candidate !== defaultLocale)]) {
    if (language === locale) continue;
    for (const article of articlesIn(language)) if (!own.has(article.slug) && !chosen.has(article.slug)) chosen.set(article.slug, article);
  }
  return [...chosen.values()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Every version of an article, in the locale list's order. */
const versionsOf = (slug: string): ReadonlyArray<BlogArticle> => locales.flatMap((locale) => articlesIn(locale).filter((article) => article.slug === slug));

const pageCount = (articles: number) => Math.max(1, Math.ceil(articles / BLOG_PAGE_SIZE));

/** The tags a language's articles carry, in the tags' order. */
const tagsIn = (locale: Locale) => blogTags.filter((tag) => articlesIn(locale).some((article) => article.tags.includes(tag)));

/**
 * Every page of the blog in a language but its first (the page `blog` of
 * the route table): further list pages, tags, articles, and at the address
 * of each article written only in other languages the page that says so.
 */
export function blogViewsIn(locale: Locale): BlogView[] {
  const articles = articlesIn(locale);
  const pages = (count: number) => Array.from({ length: pageCount(count) }, (_, index) => index + 1);
  return [
    ...pages(articles.length)
      .slice(1)
      .map((page): BlogView => ({ kind: 'list', page })),
    ...tagsIn(locale).flatMap((tag) => pages(articles.filter((article) => article.tags.includes(tag)).length).map((page): BlogView => ({ kind: 'tag', tag, page }))),
    ...articles.map((article): BlogView => ({ kind: 'article', slug: article.slug })),
    ...articlesOnlyElsewhere(locale).map((article): BlogView => ({ kind: 'untranslated', slug: article.slug })),
  ];
}

/** Whether a language has that page of the blog. */
function hasView(locale: Locale, view: BlogView): boolean {
  if (view.kind === 'list' && view.page === 1) return true;
  return blogViewsIn(locale).some((other) => JSON.stringify(other) === JSON.stringify(view));
}

/**
 * Whether search engines are asked to index a page of the blog: not the
 * page that says an article is not written in its language, and not a
 * tag's page with fewer than `TAG_PAGE_INDEXED_FROM` articles of its
 * language (it says less than its one article does).
 */
export function blogViewIndexable(locale: Locale, view: BlogView): boolean {
  if (view.kind === 'untranslated') return false;
  if (view.kind === 'tag') return articlesIn(locale).filter((article) => article.tags.includes(view.tag)).length >= TAG_PAGE_INDEXED_FROM;
  return true;
}

/**
 * The same page of the blog in every language where it is indexed, for
 * the `hreflang` alternates: an article where it is written, a tag's page
 * where the language has enough articles of it; none for a page that is
 * not indexed itself.
 */
export function blogTranslations(view: BlogView): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.filter((locale) => hasView(locale, view) && blogViewIndexable(locale, view)).map((locale) => [locale, blogViewPath(locale, view)]));
}

/**
 * Where the language switch leads from a page of the blog: the same page
 * in `locale` where it has it (an article's address always answers,
 * with the article or the page that says it is not written there),
 * otherwise that language's blog.
 */
export function blogSwitchPath(view: BlogView, locale: Locale): string {
  if (view.kind === 'article' || view.kind === 'untranslated') return blogViewPath(locale, { kind: 'article', slug: view.slug });
  return hasView(locale, view) ? blogViewPath(locale, view) : blogPathOf(locale);
}

/** An article's picture: today its social card, drawn by the build for its page (src/site/socialCards.ts). */
export function articleImage(article: Pick<BlogArticle, 'locale' | 'slug' | 'cover'>): ArticleImage {
  // Its own picture where it has one: the cover's 1200 × 630 crop, made at build time (src/lib/picture.ts).
  if (article.cover?.picture) return { src: article.cover.picture.card, ...CARD_SIZE, type: 'image/jpeg' };
  const { segment } = localeSettings[article.locale];
  return { src: socialCardFile(segment, blogViewPath(article.locale, { kind: 'article', slug: article.slug }).slice(segment.length + 1)), ...SOCIAL_CARD_SIZE, type: 'image/png' };
}

/** The blog in one language: the module as each language writes it (src/content/words/blog.json), for the registry (siteContent.ts). */
export const blogModule = contentModule(
  ({ blogWords: words }: { blogWords: BlogWords }, locale, { about: { aboutContent } }: { about: { aboutContent: AboutContent } }): { blogContent: BlogContent } => {
    const format = formatterFor(locale);
    const tagLink = (tag: BlogTag): BlogTagLink => ({ id: tag, label: words.tags[tag], to: blogViewPath(locale, { kind: 'tag', tag, page: 1 }) });
    const articlePath = (article: BlogArticle) => blogViewPath(article.locale, { kind: 'article', slug: article.slug });
    /** An article as a card; one in another language keeps its own words and says in which language it is. */
    const summaryOf = (article: BlogArticle): ArticleSummary => ({
      slug: article.slug,
      to: articlePath(article),
      title: article.title,
      summary: article.summary,
      date: article.date,
      dateLabel: format.date(article.date),
      readingTime: fillIn(words.readingTime, { minutes: format.number(Math.max(1, Math.ceil(article.wordCount / WORDS_PER_MINUTE))) }),
      tags: article.locale === locale ? article.tags.map(tagLink) : [],
      ...(article.locale === locale ? {} : { language: { lang: article.locale, label: words.inLanguage[localeSettings[article.locale].segment] } }),
      ...(article.cover?.picture && { cover: { picture: article.cover.picture, alt: article.cover.alt } }),
    });
    const articles = articlesIn(locale);
    const contentOf = (article: BlogArticle, index: number): ArticleContent => {
      const member = aboutContent.team.members[teamMembers.findIndex((candidate) => candidate.id === article.author)]!;
      const summary = summaryOf(article);
      // Related: the articles sharing most tags, then the newest; three at most.
      const shared = (other: BlogArticle) => other.tags.filter((tag) => article.tags.includes(tag)).length;
      const related = articles
        .filter((other) => other !== article && shared(other) > 0)
        .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
        .slice(0, 3);
      // The list is newest first: the article published before this one comes after it.
      const [before, after] = [articles[index + 1], articles[index - 1]];
      return {
        ...summary,
        published: fillIn(words.published, { date: summary.dateLabel }),
        ...(article.updated ? { updated: { date: article.updated, label: fillIn(words.updated, { date: format.date(article.updated) }) } } : {}),
        author: { name: member.name, role: member.role, byline: fillIn(words.byline, { name: member.name, role: member.role }), to: teamMemberPath(article.author, locale) },
        body: article.body,
        related: related.map(summaryOf),
        translations: versionsOf(article.slug)
          .filter((version) => version.locale !== locale)
          .map((version) => ({ lang: version.locale, name: localeSettings[version.locale].name, to: articlePath(version) })),
        sections: outlineOf(article.body)
          .filter((heading) => heading.depth === 2)
          .map(({ id, title }) => ({ id, title })),
        ...(before ? { previous: { title: before.title, to: articlePath(before) } } : {}),
        ...(after ? { next: { title: after.title, to: articlePath(after) } } : {}),
        image: articleImage(article),
      };
    };
    const elsewhere = articlesOnlyElsewhere(locale);
    const others = elsewhere.map(summaryOf);
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
          others: words.others,
          translations: words.translations,
          contents: words.contents,
          articleNavigation: words.articleNavigation,
        },
        articles: articles.map(contentOf),
        others,
        elsewhere: elsewhere.flatMap((article) => versionsOf(article.slug)).map(summaryOf),
        tags: tagsIn(locale).map(tagLink),
        latest: {
          eyebrow: words.latest.eyebrow,
          title: words.latest.title,
          intro: words.latest.intro,
          articles: [...articles, ...elsewhere].slice(0, LATEST_ON_HOME).map(summaryOf),
          all: { label: words.latest.all, to: blogPathOf(locale) as LinkContent['to'] },
          tagsLabel: words.tagsLabel,
        },
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
  if (view.kind === 'untranslated') {
    // Every version of the article, each as a card in its own language, in the locale list's order.
    const versions = blog.elsewhere.filter((candidate) => candidate.slug === view.slug);
    if (versions.length === 0) throw new Error(`No article ${view.slug} written only in other languages than ${locale}`);
    return {
      kind: 'untranslated',
      intro: { eyebrow: blog.words.eyebrow, title: blog.words.untranslated.title, lead: blog.words.untranslated.lead },
      versions,
      own: blog.articles.slice(0, BLOG_PAGE_SIZE),
      ownTitle: blog.words.untranslated.own,
    };
  }
  const tag = view.kind === 'tag' ? view.tag : null;
  const chosen = tag ? blog.articles.filter((article) => article.tags.some((candidate) => candidate.id === tag)) : blog.articles;
  // An article of another language is listed on a tag's page by its own tags.
  const elsewhereTags = new Map(articlesOnlyElsewhere(locale).map((article) => [article.slug, article.tags]));
  const others = tag ? blog.others.filter((article) => elsewhereTags.get(article.slug)?.includes(tag)) : blog.others;
  const base = (page: number): BlogView => (tag ? { kind: 'tag', tag, page } : { kind: 'list', page });
  const intro = tag
    ? { eyebrow: blog.words.eyebrow, title: fillIn(blog.words.tagTitle, { tag: blog.words.tagsInText[tag] }), lead: fillIn(blog.words.tagLead, { tag: blog.words.tagsInText[tag] }) }
    : { eyebrow: blog.words.eyebrow, title: blog.words.title, lead: blog.words.lead };
  const pages = pageCount(chosen.length);
  return {
    kind: 'list',
    intro,
    tags: blog.tags,
    current: tag,
    list: {
      articles: chosen.slice((view.page - 1) * BLOG_PAGE_SIZE, view.page * BLOG_PAGE_SIZE),
      others: view.page === pages ? others : [],
      page: view.page,
      pages: Array.from({ length: pages }, (_, index) => ({ number: index + 1, to: blogViewPath(locale, base(index + 1)) })),
    },
  };
}

/**
 * A blog page's title and description: an article's own (its title, its
 * summary); a tag's from the blog's words; a later page of a list adds its
 * number to the first page's title; the page of an article not written in
 * the language names the article.
 */
export function blogViewMeta(blog: BlogContent, locale: Locale, view: BlogView, first: PageMeta, cardAlt: Template): PageMeta {
  const suffix = ` | ${operator.brand}`;
  const meta = (headline: string, description: string): PageMeta => ({ title: `${headline}${suffix}`, description, headline, cardAlt: fillIn(cardAlt, { title: headline, brand: operator.brand }) });
  const paged = (headline: string, page: number, pages: number) => (page > 1 ? `${headline} (${fillIn(blog.words.pagination.pageOf, { page: formatterFor(locale).number(page), pages: formatterFor(locale).number(pages) })})` : headline);
  const content = blogViewContent(blog, locale, view);
  if (content.kind === 'article') return meta(content.article.title, content.article.summary);
  if (content.kind === 'untranslated') {
    const title = content.versions[0]!.title;
    return meta(fillIn(blog.words.untranslated.metaTitle, { title }), fillIn(blog.words.untranslated.description, { title }));
  }
  if (view.kind === 'tag') {
    const tag = blog.words.tagsInText[view.tag];
    return meta(paged(fillIn(blog.words.tagMetaTitle, { tag }), view.page, content.list.pages.length), fillIn(blog.words.tagDescription, { tag }));
  }
  return view.kind === 'list' && view.page > 1 ? meta(paged(first.headline, view.page, content.list.pages.length), first.description) : first;
}
