import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsPage } from '../../src/pages/TermsPage';
import { termsContent } from '../../src/content/legal/terms';
import { pageTop } from './pageTop';

const meta = {
  title: 'Pages/Terms',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/de/agb' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [pageTop(2400)],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const entries = within(canvas.getByRole('navigation', { name: termsContent.tocTitle })).getAllByRole('link');
    await expect(entries.map((link) => link.getAttribute('href'))).toEqual(termsContent.sections.map((section) => `#${section.id}`));
    for (const section of termsContent.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
  },
};

/** The top of the page on a phone: title, «Stand» and the contents. */
export const Phone: Story = {
  decorators: [pageTop(1600)],
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: termsContent.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: termsContent.tocTitle })).toBeVisible();
  },
};
