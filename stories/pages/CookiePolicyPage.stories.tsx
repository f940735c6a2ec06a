import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CookiePolicyPage } from '../../src/pages/CookiePolicyPage';
import { cookiePolicyContent } from '../../src/content/legal/cookies';
import { pageTop } from './pageTop';

const meta = {
  title: 'Pages/CookiePolicy',
  component: CookiePolicyPage,
  parameters: { layout: 'fullscreen', route: '/de/cookies' },
} satisfies Meta<typeof CookiePolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [pageTop(2400)],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const entries = within(canvas.getByRole('navigation', { name: cookiePolicyContent.tocTitle })).getAllByRole('link');
    await expect(entries.map((link) => link.getAttribute('href'))).toEqual(cookiePolicyContent.sections.map((section) => `#${section.id}`));
    for (const section of cookiePolicyContent.sections) await expect(document.getElementById(section.id)).toHaveAttribute('tabindex', '-1');
  },
};

/** The top of the page on a phone: title, «Stand» and the contents. */
export const Phone: Story = {
  decorators: [pageTop(1600)],
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: cookiePolicyContent.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: cookiePolicyContent.tocTitle })).toBeVisible();
  },
};
