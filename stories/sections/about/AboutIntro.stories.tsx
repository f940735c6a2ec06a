import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutIntro } from '../../../src/sections/about/AboutIntro';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { intro } = aboutContent;

const meta = {
  title: 'Sections/About/AboutIntro',
  component: AboutIntro,
  args: { content: intro },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
    await expect(canvas.getByText(intro.lead)).toBeVisible();
    for (const paragraph of intro.mission) await expect(canvas.getByText(paragraph)).toBeVisible();
  },
};
