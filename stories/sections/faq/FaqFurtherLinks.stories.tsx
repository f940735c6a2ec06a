import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FaqFurtherLinks } from '../../../src/sections/faq/FaqFurtherLinks';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;

const meta = {
  title: 'Sections/Faq/FaqFurtherLinks',
  component: FaqFurtherLinks,
  args: { content: faqContent.furtherLinks },
  parameters: { layout: 'fullscreen', route: '/de/faq' },
  render: (args) => (
    <>
      <FaqFurtherLinks {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof FaqFurtherLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** About and contact are pages of the site; the news go through /de/blog, a redirect the browser follows in this tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const news = canvas.getByRole('link', { name: 'News' });
    await expect(news).toHaveAttribute('href', '/de/blog');
    await expect(news).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Über uns' }));
    await expectLocation(canvas, '/de/about');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
