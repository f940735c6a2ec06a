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

/** About, contact and the blog: pages of the site, each opened in this tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const blog = canvas.getByRole('link', { name: 'Zum Blog' });
    await expect(blog).toHaveAttribute('href', '/de/blog');
    await expect(blog).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/contact');
    await userEvent.click(canvas.getByRole('link', { name: 'Über uns' }));
    await expectLocation(canvas, '/de/about');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
