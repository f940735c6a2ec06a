import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ArticleCard } from '../../../src/sections/shared/ArticleCard';
import { contentFor } from '../../../src/content/siteContent';

const { blogContent: blog } = contentFor('de-CH').blog;
const article = blog.articles[0]!;

const meta = {
  title: 'Sections/Shared/ArticleCard',
  component: ArticleCard,
  args: { article, tagsLabel: blog.words.tagsLabel },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ArticleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article in a list: date, reading time, title as its link, summary, its tags as links of their own. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: article.title })).toHaveAttribute('href', article.to);
    await expect(canvas.getByText(article.dateLabel.replace(/\u00a0/g, ' '), { normalizer: (text) => text.replace(/\s+/g, ' ') })).toHaveAttribute('datetime', article.date);
    await expect(canvas.getByText(article.readingTime)).toBeVisible();
    for (const tag of article.tags) await expect(canvas.getByRole('link', { name: tag.label })).toHaveAttribute('href', tag.to);
  },
};

/** Reached with the keyboard: the title's link takes the focus and the card's border says which card it is; the tags come next. */
export const FocusedByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: article.title })).toHaveFocus();
    await expect(canvasElement.querySelector('article')!.matches(':focus-within')).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: article.tags[0]!.label })).toHaveFocus();
  },
};

/** Under a section's heading (the related articles of an article): the card's heading one level lower. */
export const UnderASectionHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: article.title })).toBeVisible();
  },
};

/** An article written only in another language, on a page in French: its title and summary in German, marked «En allemand», its link naming the language of the page it leads to; no tags, whose pages are German's. */
export const InAnotherLanguage: Story = {
  globals: { locale: 'fr-CH' },
  args: { article: contentFor('fr-CH').blog.blogContent.others[0]!, tagsLabel: contentFor('fr-CH').blog.blogContent.words.tagsLabel },
  play: async ({ canvas, args }) => {
    const { language } = args.article;
    const link = canvas.getByRole('link', { name: args.article.title });
    await expect(link).toHaveAttribute('hreflang', language!.lang);
    await expect(link).toHaveAttribute('lang', language!.lang);
    await expect(canvas.getByText(args.article.summary)).toHaveAttribute('lang', language!.lang);
    await expect(canvas.getByText(language!.label)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
