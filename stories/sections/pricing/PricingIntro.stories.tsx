import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PricingIntro } from '../../../src/sections/pricing/PricingIntro';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const meta = {
  title: 'Sections/Pricing/PricingIntro',
  component: PricingIntro,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.intro },
} satisfies Meta<typeof PricingIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: pricingContent.intro.title })).toBeVisible();
    await expect(canvas.getByText(/exkl\. MWST/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pricingContent.intro.facts.length);
  },
};
