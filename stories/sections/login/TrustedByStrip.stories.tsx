import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TrustedByStrip } from '../../../src/sections/login/TrustedByStrip';
import { contentFor } from '../../../src/content/siteContent';

const { loginContent } = contentFor('de-CH').login;

const meta = {
  title: 'Sections/Login/TrustedByStrip',
  component: TrustedByStrip,
  args: { content: loginContent.trustedBy },
} satisfies Meta<typeof TrustedByStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Vertraut von Schweizer Unternehmen' })).toBeVisible();
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(loginContent.trustedBy.logos.length);
    for (const image of images) {
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    // Local files only, all loaded before the snapshot.
    await waitFor(() => {
      for (const image of canvasElement.querySelectorAll('img')) {
        expect(image.complete && image.naturalWidth > 0).toBe(true);
        expect(image.getAttribute('src')).toMatch(/^\/images\/login\//);
      }
    });
  },
};

export const BrokenImageFallsBack: Story = {
  args: {
    content: {
      ...loginContent.trustedBy,
      logos: [{ src: '/images/login/fehlt.svg', alt: 'Fehlendes Logo (Beispiel-Logo)', width: 160, height: 48 }],
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Fehlendes Logo (Beispiel-Logo)' }).tagName.toLowerCase()).toBe('svg'));
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 600 } } },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(loginContent.trustedBy.logos.length);
    // The logos wrap onto rows instead of running off the screen.
    for (const image of images) await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
