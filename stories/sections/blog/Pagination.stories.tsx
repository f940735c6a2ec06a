import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from '../../../src/sections/blog/Pagination';
import { contentFor } from '../../../src/content/siteContent';
import { fillIn } from '../../../src/lib/template';

const labels = contentFor('de-CH').blog.blogContent.words.pagination;
const pagesOf = (count: number) => Array.from({ length: count }, (_, index) => ({ number: index + 1, to: index === 0 ? '/de/blog' : `/de/blog/page/${index + 1}` }));

const meta = {
  title: 'Sections/Blog/Pagination',
  component: Pagination,
  args: { labels, list: { page: 1, pages: pagesOf(3) } },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = (root: HTMLElement, name: string) => within(root).queryByRole('link', { name });
const pageLink = (root: HTMLElement, number: number) => link(root, fillIn(labels.page, { page: number }));

/** The first of three pages: its number marked, the older articles next; nothing newer. */
export const FirstOfThree: Story = {
  play: async ({ canvasElement }) => {
    await expect(pageLink(canvasElement, 1)).toHaveAttribute('aria-current', 'page');
    await expect(link(canvasElement, labels.previous)).toBeNull();
    await expect(link(canvasElement, labels.next)).toHaveAttribute('href', '/de/blog/page/2');
  },
};

/** A page in the middle: the newer and the older page on either side of the numbers. */
export const MiddleOfFive: Story = {
  args: { list: { page: 3, pages: pagesOf(5) } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: labels.label })).toBeVisible();
    await expect(pageLink(canvasElement, 3)).toHaveAttribute('aria-current', 'page');
    await expect(link(canvasElement, labels.previous)).toHaveAttribute('href', '/de/blog/page/2');
    await expect(link(canvasElement, labels.next)).toHaveAttribute('href', '/de/blog/page/4');
  },
};

/** The last page: nothing older. */
export const LastOfThree: Story = {
  args: { list: { page: 3, pages: pagesOf(3) } },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement, labels.next)).toBeNull();
    await expect(link(canvasElement, labels.previous)).toHaveAttribute('href', '/de/blog/page/2');
  },
};

/** Ten articles or fewer: no navigation at all. */
export const OnePage: Story = {
  args: { list: { page: 1, pages: pagesOf(1) } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
