import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FaqCategoryFilter } from '../../../src/sections/faq/FaqCategoryFilter';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;

const { filter } = faqContent.browser;

/** The topic buttons on their own: which is pressed and how it looks; the FaqBrowser stories press them. */
const meta = {
  title: 'Sections/Faq/FaqCategoryFilter',
  component: FaqCategoryFilter,
  args: { label: filter.label, categories: filter.categories, active: 'all' },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof FaqCategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One pressed button, filled; the others outlined; each names its topic for the address. */
export const OneTopicPressed: Story = {
  args: { active: 'technology' },
  play: async ({ canvas }) => {
    const pressed = canvas.getByRole('button', { name: 'Technologie', pressed: true });
    await expect(pressed).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
    await expect(getComputedStyle(pressed).backgroundColor).not.toBe(getComputedStyle(canvas.getByRole('button', { name: 'Sicherheit' })).backgroundColor);
    await expect(canvas.getByRole('button', { name: 'Sicherheit' })).toHaveAttribute('data-slug', filter.categories.find((category) => category.id === 'security')!.slug);
  },
};
