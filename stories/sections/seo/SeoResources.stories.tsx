import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoResources } from '../../../src/sections/seo/SeoResources';
import { contentFor } from '../../../src/content/siteContent';

const { seoDashboardContent } = contentFor('de-CH').seoDashboard;
const { commonContent } = contentFor('de-CH').common;

const meta = {
  title: 'Sections/SEO/SeoResources',
  component: SeoResources,
  args: { content: seoDashboardContent.resources },
  // The dashboard's resources tab pictures these cards.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof SeoResources>;
export default meta;

/** One card per tool or guide, each link saying that it opens in a new tab, and doing so without handing over this page. */
export const ToolsAndGuides: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.content.intro)).toBeVisible();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(args.content.links.length);
    for (const [index, resource] of args.content.links.entries()) {
      const link = within(cards[index]!).getByRole('link', { name: new RegExp(resource.label) });
      await expect(link).toHaveAttribute('href', resource.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(expect.stringContaining(commonContent.opensInNewTab));
      await expect(within(cards[index]!).getByText(resource.text)).toBeVisible();
    }
  },
};
