import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from '../../src/pages/AboutPage';
import { imagesLoaded } from '../sections/home/imagesLoaded';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.about;
const { aboutContent } = contentFor('de-CH').about;

const { intro, team, closing } = aboutContent;

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/about' },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
    const grid = canvas.getByRole('list', { name: team.title });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(grid).getAllByRole('link', { name: /^Profil von .+ auf LinkedIn/ })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: closing.cta.label })).toHaveAttribute('href', '/de/free-session');
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
    // One column: each team card sits below the one before and fits the screen.
    const cards = within(canvas.getByRole('list', { name: team.title })).getAllByRole('listitem');
    for (const [index, card] of cards.entries()) {
      const box = card.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(390);
      if (index > 0) await expect(box.top).toBeGreaterThan(cards[index - 1]!.getBoundingClientRect().bottom);
    }
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = pageInLanguage('fr-CH');

/** The page in Italian on a phone: the third national language, its words and formats, and every line still fits. */
export const ItalianPhone: Story = pageInLanguage('it-CH');

/** The page in English on a phone, for the international organisations and teams in Switzerland. */
export const EnglishPhone: Story = pageInLanguage('en-CH');

/** The page in the dark theme on a phone: every section on its dark surfaces, no light band left. */
export const Dark: Story = {
  globals: IN_DARK,
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};
