import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ResponsivePicture } from '../../src/components/ResponsivePicture';
import { theme } from '../../src/design/theme';
// The lake drawing of public/images at 2400 px, as a camera's file would come: what the build makes of it is what a visitor gets.
import lake from './fixtures/zuerich-see.jpg?picture';

const meta = {
  title: 'Components/ResponsivePicture',
  component: ResponsivePicture,
  args: { picture: lake, alt: 'Stilisierte Berge über dem Zürichsee, die Sonne rot am Himmel' },
  decorators: [(Story) => <div style={{ maxWidth: theme.measure.text }}>{Story()}</div>],
} satisfies Meta<typeof ResponsivePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below the first screen: the browser fetches it as the reader nears it, in AVIF, in the width the column needs. */
export const InTheArticleColumn: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Stilisierte Berge über dem Zürichsee, die Sonne rot am Himmel' });
    // Its place is reserved before a file arrives: the original's size, never changed by the file chosen.
    await expect(image).toHaveAttribute('width', '2400');
    await expect(image).toHaveAttribute('height', '1500');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(image.currentSrc).toMatch(/\/assets\/pictures\/zuerich-see-[0-9a-f]{10}-(640|720|1280)\.avif$/);
  },
};

/** A cover, or the first picture of a text: it loads at once, first among the page's files. */
export const NearTheTop: Story = {
  args: { loading: 'eager' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Stilisierte Berge über dem Zürichsee, die Sonne rot am Himmel' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};
