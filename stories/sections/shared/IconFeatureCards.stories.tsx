import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconFeatureCards } from '../../../src/sections/shared/IconFeatureCards';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { principles } = aboutContent;

const meta = {
  title: 'Sections/Shared/IconFeatureCards',
  component: IconFeatureCards,
  args: { content: principles, features: principles.principles, titleId: 'icon-feature-cards-title' },
  // Shown with the About page's principles, whose own story (WorkingPrinciples) has the screenshot.
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof IconFeatureCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list named by the section's title, one card per feature with its title as a heading and its sentence; three cards side by side on a wide screen. */
export const ThreeCards: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.content.title })).toBeVisible();
    const list = canvas.getByRole('list', { name: args.content.title });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(args.features.length);
    for (const [index, feature] of args.features.entries()) {
      await expect(within(cards[index]!).getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
      await expect(within(cards[index]!).getByText(feature.text)).toBeVisible();
    }
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};
