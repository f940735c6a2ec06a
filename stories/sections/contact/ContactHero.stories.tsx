import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactHero } from '../../../src/sections/contact/ContactHero';
import { contentFor } from '../../../src/content/siteContent';

const { contactContent } = contentFor('de-CH').contact;

const meta = {
  title: 'Sections/Contact/ContactHero',
  component: ContactHero,
  args: { content: contactContent.hero },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: contactContent.hero.title })).toBeVisible();
  },
};
