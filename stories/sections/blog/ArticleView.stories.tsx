import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ArticleView } from '../../../src/sections/blog/ArticleView';
import { contentFor } from '../../../src/content/siteContent';
import { CONTENTS_FROM_SECTIONS } from '../../../src/sections/blog/ArticleView';
import { PHONE_VIEWPORT } from '../../support/reviewPresets';

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

/**
 * An article changed since it was published, written in four languages:
 * both dates, the author, its tags, the languages it is also written in
 * (each named in its own), its text with the contents beside it, the
 * article published before it, the related articles, the call to action.
 */
export const Updated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: blog.words.allArticles })).toHaveAttribute('href', '/de/blog');
    await expect(canvas.getByRole('heading', { level: 1, name: updated.title })).toBeVisible();
    await expect(canvas.getByText(updated.author.byline)).toBeVisible();
    await expect(canvasElement.querySelectorAll('time')[1]).toHaveAttribute('datetime', updated.updated!.date);
    const languages = canvas.getByRole('list', { name: blog.labels.translations });
    for (const translation of updated.translations) {
      const link = within(languages).getByRole('link', { name: translation.name });
      await expect(link).toHaveAttribute('href', translation.to);
      await expect(link).toHaveAttribute('hreflang', translation.lang);
      await expect(link).toHaveAttribute('lang', translation.lang);
    }
    const contents = canvas.getByRole('navigation', { name: blog.labels.contents });
    await expect(within(contents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(updated.sections.map((section) => `#${section.id}`));
    const neighbours = canvas.getByRole('navigation', { name: blog.labels.articleNavigation.label });
    await expect(within(neighbours).getByRole('link', { name: new RegExp(updated.previous!.title) })).toHaveAttribute('rel', 'prev');
    await expect(within(neighbours).queryByRole('link', { name: new RegExp(blog.labels.articleNavigation.next) })).toBeNull();
    const related = canvas.getByRole('region', { name: blog.words.related });
    await expect(within(related).getAllByRole('article')).toHaveLength(updated.related.length);
    await expect(canvas.getByRole('link', { name: blog.words.cta.action })).toHaveAttribute('href', '/de/free-session');
  },
};

/** An article never changed since, written in German only, between two others: one date, no other language, the articles before and after it. */
export const NeverChanged: Story = {
  args: { article: first },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(canvasElement.querySelector('header')!.querySelectorAll('time')).toHaveLength(1);
    await expect(canvas.queryByRole('list', { name: blog.labels.translations })).toBeNull();
    const neighbours = canvas.getByRole('navigation', { name: blog.labels.articleNavigation.label });
    await expect(within(neighbours).getByRole('link', { name: new RegExp(first.previous!.title) })).toHaveAttribute('href', first.previous!.to);
    await expect(within(neighbours).getByRole('link', { name: new RegExp(first.next!.title) })).toHaveAttribute('href', first.next!.to);
  },
};

/** A contents entry takes the reader to its section, and the keyboard's focus with them. */
export const ContentsLeadToASection: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const section = updated.sections.at(-1)!;
    await userEvent.click(within(canvas.getByRole('navigation', { name: blog.labels.contents })).getByRole('link', { name: section.title }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', section.id));
  },
};

/** On a phone the text takes the screen's width: no contents beside it. */
export const OnAPhone: Story = {
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: updated.title })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: blog.labels.contents })).toBeNull();
  },
};

/** An article of fewer than four sections: its text alone, without contents. */
export const FewSections: Story = {
  args: { article: { ...first, sections: first.sections.slice(0, CONTENTS_FROM_SECTIONS - 1) } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: blog.labels.contents })).toBeNull();
  },
};

/** The blog's only article: nothing before or after it. */
export const OnlyArticle: Story = {
  args: { article: { ...first, previous: undefined, next: undefined } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: blog.labels.articleNavigation.label })).toBeNull();
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
