import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TagLinks } from '../../../src/sections/shared/TagLinks';
import { contentFor } from '../../../src/content/siteContent';

const { blogContent: blog } = contentFor('de-CH').blog;
const all = { label: blog.labels.allArticles.label, to: blog.labels.allArticles.to };

const meta = {
  title: 'Sections/Shared/TagLinks',
  component: TagLinks,
  args: { tags: blog.tags, label: blog.words.tagsLabel },
} satisfies Meta<typeof TagLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the blog's first page: «Alle Artikel» first and marked, then every tag the language's articles carry, each a link to its page. */
export const OnTheList: Story = {
  args: { all: { ...all, current: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: blog.words.tagsLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: all.label })).toHaveAttribute('aria-current', 'page');
    for (const tag of blog.tags) {
      const link = canvas.getByRole('link', { name: tag.label });
      await expect(link).toHaveAttribute('href', tag.to);
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};

/** On a tag's page: that tag marked as the current page, «Alle Artikel» a plain link back. */
export const OnATagPage: Story = {
  args: { all: { ...all, current: false }, current: 'costs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: blog.words.tags.costs })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: all.label })).not.toHaveAttribute('aria-current');
  },
};

/** Under an article's title: only its own tags, none marked; the keyboard reaches each in order. */
export const OfAnArticle: Story = {
  args: { tags: blog.articles[0]!.tags },
  play: async ({ canvas }) => {
    const tags = blog.articles[0]!.tags;
    await expect(canvas.getAllByRole('link')).toHaveLength(tags.length);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: tags[0]!.label })).toHaveFocus();
  },
};
