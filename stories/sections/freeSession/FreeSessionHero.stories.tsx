import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FreeSessionHero } from '../../../src/sections/freeSession/FreeSessionHero';
import { contentFor } from '../../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const meta = {
  title: 'Sections/FreeSession/FreeSessionHero',
  component: FreeSessionHero,
  args: { content: freeSessionContent.hero },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FreeSessionHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: freeSessionContent.hero.title })).toBeVisible();
    await expect(canvas.getByText(freeSessionContent.hero.lead)).toBeVisible();
  },
};
