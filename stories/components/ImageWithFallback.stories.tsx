import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { UserRound } from 'lucide-react';
import { ImageWithFallback } from '../../src/components/ImageWithFallback';
import { Icon } from '../../src/components/Icon';
import { colors } from '../../src/design/tokens';
import { prerenderedDrawing } from '../support/prerenderedDrawing';

const fallback = (
  <div role="img" aria-label="Kein Bild verfügbar" style={{ width: 320, height: 200, display: 'grid', placeItems: 'center', background: colors.surfaceStrong }}>
    <Icon icon={UserRound} size="xl" />
  </div>
);

const meta = {
  title: 'Components/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: '/images/zuerich-see.svg', alt: 'Stilisierte Berge über dem Zürichsee', width: 320, height: 200, loading: 'eager', fallback },
} satisfies Meta<typeof ImageWithFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Stilisierte Berge über dem Zürichsee' });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const FailedShowsFallback: Story = {
  // A local path that does not exist: the image fails without touching the network.
  args: { src: '/images/gibt-es-nicht.jpg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Kein Bild verfügbar' })).toBeVisible());
    await expect(canvas.queryByRole('img', { name: 'Stilisierte Berge über dem Zürichsee' })).toBeNull();
  },
};

/**
 * What a visitor's first page load shows: the prerenderer writes an SVG
 * drawing into the page as an `<svg>` with the image's size and text
 * alternative, and hydration keeps it. Here the drawing is read from
 * `public/` as the build reads it.
 */
export const DrawnIntoThePage: Story = {
  args: { width: 640, height: 400 },
  ...prerenderedDrawing('/images/zuerich-see.svg'),
  play: async ({ canvas, canvasElement }) => {
    const drawing = canvas.getByRole('img', { name: 'Stilisierte Berge über dem Zürichsee' });
    await expect(drawing.tagName).toBe('svg');
    await expect(drawing.childElementCount).toBeGreaterThan(0);
    await expect(drawing.getBoundingClientRect()).toMatchObject({ width: 640, height: 400 });
    // No image document: nothing to load, nothing that can fail.
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
