import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustSection } from '../../../src/sections/home/TrustSection';
import { imagesLoaded } from './imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/TrustSection',
  component: TrustSection,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.trust },
} satisfies Meta<typeof TrustSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const claims = within(canvas.getByRole('list', { name: homeContent.trust.title })).getAllByRole('listitem');
    await expect(claims).toHaveLength(5);
    for (const text of ['Zürich', 'ISO 27001', 'DSGVO', 'AES-256', 'SOC 2']) {
      await expect(claims.some((claim) => claim.textContent?.includes(text))).toBe(true);
    }
    const logos = within(canvas.getByRole('list', { name: homeContent.trust.logosTitle }));
    await expect(logos.getAllByRole('img')).toHaveLength(6);
    await expect(logos.getByRole('img', { name: 'Stiftung Beispiel' })).toHaveAttribute('loading', 'lazy');
    await imagesLoaded(canvasElement);
  },
};
