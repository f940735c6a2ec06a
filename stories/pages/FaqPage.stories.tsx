import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FaqPage } from '../../src/pages/FaqPage';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.faq;
const { faqContent } = contentFor('de-CH').faq;

const meta = {
  title: 'Pages/Faq',
  component: FaqPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/faq' },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page at desktop width: one title and every question closed. (Its FAQPage
 * data is built by the prerenderer only; faq.e2e checks it against these questions.)
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('details:not([open])')).toHaveLength(faqContent.browser.entries.length);
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: faqContent.intro.title })).toBeVisible();
    await expect(canvas.getByRole('group', { name: faqContent.browser.filter.label })).toBeVisible();
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
