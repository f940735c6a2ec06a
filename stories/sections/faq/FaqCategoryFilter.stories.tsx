import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FaqCategoryFilter } from '../../../src/sections/faq/FaqCategoryFilter';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;

const { filter } = faqContent.browser;

const meta = {
  title: 'Sections/Faq/FaqCategoryFilter',
  component: FaqCategoryFilter,
  args: { label: filter.label, categories: filter.categories, active: 'all', onChoose: fn() },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof FaqCategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One pressed button, and a click hands its topic up, by keyboard too. */
export const ChoosingATopic: Story = {
  args: { active: 'technology' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Technologie', pressed: true })).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: false })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Sicherheit' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('security');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenLastCalledWith('technology');
  },
};
