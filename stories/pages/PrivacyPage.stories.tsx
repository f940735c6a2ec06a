import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from '../../src/pages/PrivacyPage';
import { privacyContent } from '../../src/content/legal/privacy';
import { pageTop } from './pageTop';

const meta = {
  title: 'Pages/Privacy',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/de/datenschutz' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [pageTop(2400)],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const entries = within(canvas.getByRole('navigation', { name: privacyContent.tocTitle })).getAllByRole('link');
    await expect(entries.map((link) => link.getAttribute('href'))).toEqual(privacyContent.sections.map((section) => `#${section.id}`));
    for (const section of privacyContent.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
  },
};

/** The top of the page on a phone: title, «Stand» and the contents. */
export const Phone: Story = {
  decorators: [pageTop(1600)],
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: privacyContent.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: privacyContent.tocTitle })).toBeVisible();
  },
};
