import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlogPage } from '../../src/pages/BlogPage';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { PHONE_VIEWPORT } from '../support/reviewPresets';
import { contentFor, pageContentOf } from '../../src/content/siteContent';
import { blogViewContent, type BlogContent } from '../../src/content/blog';
import { fillIn } from '../../src/lib/template';

const pageContent = contentFor('de-CH').pages.blog;
const { blogContent: blog } = contentFor('de-CH').blog;
const article = blog.articles.find((candidate) => candidate.slug === 'what-a-token-costs')!;
const articleContent = pageContentOf({ page: 'blog', locale: 'de-CH', blogView: { kind: 'article', slug: article.slug } });
const tagContent = pageContentOf({ page: 'blog', locale: 'de-CH', blogView: { kind: 'tag', tag: 'practice', page: 1 } });

/**
 * A blog of 23 articles (the three written, again and again under other
 * addresses), for the numbered pages: the list shows ten to a page.
 */
const longBlog: BlogContent = {
  ...blog,
  articles: Array.from({ length: 23 }, (_, index) => {
    const original = blog.articles[index % blog.articles.length]!;
    return { ...original, slug: `${original.slug}-${index + 1}`, to: `${original.to}-${index + 1}` };
  }),
};
const secondPage = { ...pageContent, view: blogViewContent(longBlog, 'de-CH', { kind: 'list', page: 2 }) };

const meta = {
  title: 'Pages/Blog',
  component: BlogPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/blog' },
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blog's first page: its title, every article newest first as a card, «Alle Artikel» marked as the current choice, the feed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(blog.articles.length);
    await expect(within(cards[0]!).getByRole('link', { name: blog.articles[0]!.title })).toHaveAttribute('href', blog.articles[0]!.to);
    const topics = canvas.getAllByRole('list', { name: blog.words.tagsLabel })[0]!;
    await expect(within(topics).getByRole('link', { name: blog.words.allArticles })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: blog.labels.feed.label })).toHaveAttribute('href', '/de/blog/feed.xml');
    // Three articles fit on one page: no page numbers.
    await expect(canvas.queryByRole('navigation', { name: blog.words.pagination.label })).toBeNull();
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: blog.words.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]).toBeVisible();
  },
};

/** A tag's page: its own title, the tag marked as the current choice, only the articles that carry it. */
export const TagPage: Story = {
  args: { content: tagContent },
  parameters: { route: '/de/blog/tag/practice' },
  play: async ({ canvas }) => {
    const tag = blog.words.tags.practice;
    await expect(canvas.getByRole('heading', { level: 1, name: fillIn(blog.words.tagTitle, { tag: blog.words.tagsInText.practice }) })).toBeVisible();
    const topics = canvas.getAllByRole('list', { name: blog.words.tagsLabel })[0]!;
    await expect(within(topics).getByRole('link', { name: tag })).toHaveAttribute('aria-current', 'page');
    await expect(within(topics).getByRole('link', { name: blog.words.allArticles })).not.toHaveAttribute('aria-current');
    const tagged = blog.articles.filter((candidate) => candidate.tags.some((link) => link.id === 'practice'));
    await expect(canvas.getAllByRole('article')).toHaveLength(tagged.length);
  },
};

/** The second of three pages of a long list: ten cards, its number marked, the newer and older pages beside the numbers. */
export const SecondOfThreePages: Story = {
  args: { content: secondPage },
  parameters: { route: '/de/blog/page/2' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: blog.words.pagination.label });
    const page = (number: number) => within(pages).getByRole('link', { name: fillIn(blog.words.pagination.page, { page: number }) });
    await expect(page(2)).toHaveAttribute('aria-current', 'page');
    await expect(page(1)).toHaveAttribute('href', '/de/blog');
    await expect(page(3)).toHaveAttribute('href', '/de/blog/page/3');
    await expect(within(pages).getByRole('link', { name: blog.words.pagination.previous })).toHaveAttribute('href', '/de/blog');
    await expect(within(pages).getByRole('link', { name: blog.words.pagination.next })).toHaveAttribute('href', '/de/blog/page/3');
  },
};

/**
 * An article: its title, author, dates and reading time, its text with
 * an anchor at each heading, its table and its code example, the
 * articles that share a tag, the call to book the intro call.
 */
export const Article: Story = {
  args: { content: articleContent },
  parameters: { route: '/de/blog/what-a-token-costs' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByText(article.author.byline)).toBeVisible();
    await expect(canvasElement.querySelector(`time[datetime="${article.date}"]`)).toHaveTextContent(article.published.replace(/\u00a0/g, ' '));
    // Every heading of the text has its anchor, which names it and leads to it.
    // The text's headings, which take the focus a contents entry gives them (the contents' own title aside).
    const headings = canvasElement.querySelectorAll<HTMLElement>('article h2[tabindex="-1"], article h3[tabindex="-1"]');
    await expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) {
      const anchor = within(heading).getByRole('link');
      await expect(anchor).toHaveAttribute('href', `#${heading.id}`);
      await expect(anchor.getAttribute('aria-label')).toContain(heading.textContent!.replace(/#$/, ''));
    }
    await expect(canvas.getByRole('region', { name: blog.words.tableLabel })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `${blog.words.codeLabel}: json` })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: blog.words.related })).toBeVisible();
    await expect(canvas.getByRole('link', { name: blog.words.cta.action })).toHaveAttribute('href', '/de/free-session');
  },
};

/** The article on a phone: its table scrolls inside its region, its code inside its block, and the page does not. */
export const ArticlePhone: Story = {
  args: { content: articleContent },
  parameters: { route: '/de/blog/what-a-token-costs', visual: { viewport: PHONE_VIEWPORT } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvasElement.querySelector('table')).toBeVisible();
  },
};

const untranslatedSlug = contentFor('fr-CH').blog.blogContent.others[0]!.slug;
const untranslatedContent = pageContentOf({ page: 'blog', locale: 'fr-CH', blogView: { kind: 'untranslated', slug: untranslatedSlug } });

/** Where the French language switch leads from an article written in German only: the page says so, offers it in German, and lists the French articles. */
export const ArticleNotInFrench: Story = {
  args: { content: untranslatedContent },
  globals: { locale: 'fr-CH' },
  parameters: { route: `/fr/blog/${untranslatedSlug}` },
  play: async ({ canvas }) => {
    const { blog: french, view } = untranslatedContent;
    if (view.kind !== 'untranslated') throw new Error('the page of an untranslated article');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: french.words.untranslated.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: view.versions[0]!.title })).toHaveAttribute('hreflang', 'de-CH');
  },
};

/** The blog in French on a phone: its own articles (those written in French), then those written only in German, marked, its words and dates. */
export const FrenchPhone: Story = pageInLanguage('fr-CH');

/** The blog in Italian on a phone. */
export const ItalianPhone: Story = pageInLanguage('it-CH');

/** The blog in English on a phone. */
export const EnglishPhone: Story = pageInLanguage('en-CH');

/** The blog in the dark theme on a phone: the cards and tags on their dark surfaces. */
export const Dark: Story = {
  globals: IN_DARK,
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};

/** An article in the dark theme on a phone: its text, code, table and the related articles' band. */
export const ArticleDark: Story = {
  args: { content: articleContent },
  globals: IN_DARK,
  parameters: { ...DARK_PAGE_PARAMETERS, route: '/de/blog/what-a-token-costs' },
  play: readsDark,
};
