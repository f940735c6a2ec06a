import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { UserRound } from 'lucide-react';
import { ImageWithFallback } from '../../src/components/ImageWithFallback';
import { Icon } from '../../src/components/Icon';
import { colors } from '../../src/design/tokens';

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
