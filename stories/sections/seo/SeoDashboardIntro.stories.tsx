import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SeoDashboardIntro } from '../../../src/sections/seo/SeoDashboardIntro';
import { contentFor } from '../../../src/content/siteContent';

const { seoDashboardContent } = contentFor('de-CH').seoDashboard;

const meta = {
  title: 'Sections/SEO/SeoDashboardIntro',
  component: SeoDashboardIntro,
  args: { content: seoDashboardContent.intro },
  // The dashboard page's story pictures its opening.
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof SeoDashboardIntro>;
export default meta;

/** The dashboard's one h1 its eyebrow, and the sentence on what it shows and where its figures come from. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: args.content.title })).toHaveAttribute('id', 'seo-dashboard-title');
    await expect(canvas.getByText(args.content.eyebrow)).toBeVisible();
    await expect(canvas.getByText(args.content.lead)).toBeVisible();
  },
};
