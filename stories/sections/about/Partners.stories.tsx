import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Partners } from '../../../src/sections/about/Partners';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { partners } = aboutContent;

const meta = {
  title: 'Sections/About/Partners',
  component: Partners,
  args: { content: partners },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Partners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: partners.title })).toBeVisible();
    await expect(canvas.getByText('Die Übersicht unserer Partner veröffentlichen wir hier in Kürze.')).toBeVisible();
    // No partner is named before it has agreed: no logos, no links.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
