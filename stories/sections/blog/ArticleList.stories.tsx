import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleList } from '../../../src/sections/blog/ArticleList';
import { contentFor, pageContentOf } from '../../../src/content/siteContent';
import { fillIn } from '../../../src/lib/template';

const { blogContent: blog } = contentFor('de-CH').blog;
const listView = contentFor('de-CH').pages.blog.view;
const tagView = pageContentOf({ page: 'blog', locale: 'de-CH', blogView: { kind: 'tag', tag: 'hosting', page: 1 } }).view;
if (listView.kind !== 'list' || tagView.kind !== 'list') throw new Error('the blog\'s first page and a tag\'s page are lists');

const meta = {
  title: 'Sections/Blog/ArticleList',
  component: ArticleList,
  args: { intro: listView.intro, tags: listView.tags, current: null, list: listView.list, labels: blog.labels },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The blog's first page: title and lead, the tags with «Alle Artikel» marked, the feed, a card per article; every article is written in German, so no other language's follow. */
export const AllArticles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: blog.words.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(blog.articles.length);
    await expect(canvas.queryByRole('heading', { level: 2, name: blog.labels.others.title })).toBeNull();
    await expect(canvas.getByRole('link', { name: blog.words.allArticles })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: blog.labels.feed.label })).toHaveAttribute('type', 'application/atom+xml');
  },
};

/** A tag's page: its own title and the tag marked, only the articles that carry it. */
export const OneTag: Story = {
  args: { intro: tagView.intro, current: 'hosting', list: tagView.list },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: fillIn(blog.words.tagTitle, { tag: blog.words.tagsInText.hosting }) })).toBeVisible();
    // The first list of tags is the choice above the cards; each card has its own.
    const topics = canvas.getAllByRole('list', { name: blog.words.tagsLabel })[0]!;
    await expect(within(topics).getByRole('link', { name: blog.words.tags.hosting })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('article')).toHaveLength(tagView.list.articles.length);
  },
};

/** A language without articles yet: the blog says so instead of an empty list. */
export const NoArticlesYet: Story = {
  args: { list: { articles: [], others: [], page: 1, pages: [{ number: 1, to: '/de/blog' }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(blog.words.empty)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const frenchBlog = contentFor('fr-CH').blog.blogContent;
const frenchList = contentFor('fr-CH').pages.blog.view;
if (frenchList.kind !== 'list') throw new Error('the French blog\'s first page is a list');

/** A language with fewer articles than German (the French blog): its own first, then, under their heading, the articles written only in other languages, each in its language and marked with it. */
export const OthersAfterItsOwn: Story = {
  globals: { locale: 'fr-CH' },
  args: { intro: frenchList.intro, tags: frenchList.tags, list: frenchList.list, labels: frenchBlog.labels },
  play: async ({ canvas }) => {
    const others = canvas.getByRole('region', { name: frenchBlog.labels.others.title });
    await expect(within(others).getByText(frenchBlog.labels.others.text)).toBeVisible();
    const cards = within(others).getAllByRole('article');
    await expect(cards).toHaveLength(frenchList.list.others.length);
    for (const [index, article] of frenchList.list.others.entries()) {
      await expect(within(cards[index]!).getByRole('heading', { level: 3, name: article.title })).toBeVisible();
      await expect(within(cards[index]!).getByRole('link', { name: article.title })).toHaveAttribute('hreflang', article.language!.lang);
      await expect(within(cards[index]!).getByText(article.language!.label)).toBeVisible();
    }
    // The language's own articles stand before them, outside that region.
    await expect(canvas.getAllByRole('article')).toHaveLength(frenchList.list.articles.length + frenchList.list.others.length);
  },
};
