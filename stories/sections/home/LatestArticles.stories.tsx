import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LatestArticles } from '../../../src/sections/home/LatestArticles';
import { contentFor } from '../../../src/content/siteContent';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { PHONE_VIEWPORT } from '../../support/reviewPresets';

const { latest } = contentFor('de-CH').pages.home;
const french = contentFor('fr-CH').pages.home.latest;

const meta = {
  title: 'Sections/Home/LatestArticles',
  component: LatestArticles,
  args: { content: latest },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <LatestArticles {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof LatestArticles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three newest articles of the page's language as the blog shows them, the way to the blog beside the title; a card's title opens its article. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: latest.title });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    for (const [index, article] of latest.articles.entries()) await expect(within(cards[index]!).getByRole('heading', { level: 3, name: article.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: latest.all.label })).toHaveAttribute('href', '/de/blog');
    await userEvent.click(within(cards[0]!).getByRole('link', { name: latest.articles[0]!.title }));
    await expectLocation(canvas, latest.articles[0]!.to);
  },
};

/** A language with fewer than three articles of its own: they come first, then articles written only in other languages, each in its language and marked with it. */
export const FilledUpFromOtherLanguages: Story = {
  globals: { locale: 'fr-CH' },
  args: { content: french },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: french.title })).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const foreign = french.articles.filter((article) => article.language);
    await expect(foreign.length).toBeGreaterThan(0);
    for (const article of foreign) {
      const link = canvas.getByRole('link', { name: article.title });
      await expect(link).toHaveAttribute('hreflang', article.language!.lang);
      await expect(link).toHaveAttribute('lang', article.language!.lang);
      await expect(within(link.closest('article')!).getByText(article.language!.label)).toBeVisible();
    }
  },
};

/** On a phone: the cards under one another, the way to the blog under the title. */
export const OnAPhone: Story = {
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: latest.title })).getAllByRole('article');
    const [first, second] = [cards[0]!.getBoundingClientRect(), cards[1]!.getBoundingClientRect()];
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(canvas.getByRole('link', { name: latest.all.label })).toBeVisible();
  },
};

/** No article in any language yet: the home page shows no empty section. */
export const NoArticlesYet: Story = {
  args: { content: { ...latest, articles: [] } },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: latest.title })).toBeNull();
  },
};
