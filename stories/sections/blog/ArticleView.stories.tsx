import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleView } from '../../../src/sections/blog/ArticleView';
import { contentFor } from '../../../src/content/siteContent';

const { blogContent: blog } = contentFor('de-CH').blog;
const updated = blog.articles.find((article) => article.updated)!;
const first = blog.articles.find((article) => !article.updated)!;

const meta = {
  title: 'Sections/Blog/ArticleView',
  component: ArticleView,
  args: { article: updated, labels: blog.labels },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ArticleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article changed since it was published: both dates, the author, its tags, the text, the related articles, the call to action. */
export const Updated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: blog.words.allArticles })).toHaveAttribute('href', '/de/blog');
    await expect(canvas.getByRole('heading', { level: 1, name: updated.title })).toBeVisible();
    await expect(canvas.getByText(updated.author.byline)).toBeVisible();
    await expect(canvasElement.querySelectorAll('time')[1]).toHaveAttribute('datetime', updated.updated!.date);
    const related = canvas.getByRole('region', { name: blog.words.related });
    await expect(within(related).getAllByRole('article')).toHaveLength(updated.related.length);
    await expect(canvas.getByRole('link', { name: blog.words.cta.action })).toHaveAttribute('href', '/de/free-session');
  },
};

/** An article never changed since: one date only. */
export const NeverChanged: Story = {
  args: { article: first },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(canvasElement.querySelector('header')!.querySelectorAll('time')).toHaveLength(1);
  },
};

/** An article no other shares a tag with: no band of related articles. */
export const NothingRelated: Story = {
  args: { article: { ...first, related: [] } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: blog.words.related })).toBeNull();
    await expect(canvas.getByRole('link', { name: blog.words.cta.action })).toBeVisible();
  },
};
