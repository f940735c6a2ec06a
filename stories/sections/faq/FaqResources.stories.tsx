import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqResources } from '../../../src/sections/faq/FaqResources';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;
const { commonContent } = contentFor('de-CH').common;

const { resources } = faqContent;

const meta = {
  title: 'Sections/Faq/FaqResources',
  component: FaqResources,
  args: { content: resources },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqResources>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four publications; each link opens the publisher's site in a new tab and says so in its name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: resources.title })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const hosts = [];
    for (const [index, item] of resources.items.entries()) {
      const link = within(cards[index]!).getByRole('link', { name: `${item.link.label} ${commonContent.opensInNewTab}` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      hosts.push(new URL(link.getAttribute('href')!).hostname);
    }
    await expect(hosts).toEqual(['www.edoeb.admin.ch', 'www.fedlex.admin.ch', 'www.nist.gov', 'www.iso.org']);
  },
};
