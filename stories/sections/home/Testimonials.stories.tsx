import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Testimonials } from '../../../src/sections/home/Testimonials';
import { imagesLoaded } from './imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.testimonials },
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: homeContent.testimonials.title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Regula Beispiel');
    await expect(items[0]).toHaveTextContent('Geschäftsführerin, Stiftung Beispiel');
    for (const image of Array.from(canvasElement.querySelectorAll('img'))) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '160');
      await expect(image).toHaveAttribute('height', '48');
    }
    await imagesLoaded(canvasElement);
  },
};

/** A logo that cannot be loaded gives way to the organisation's name. */
export const LogoUnavailable: Story = {
  args: {
    content: {
      ...homeContent.testimonials,
      testimonials: homeContent.testimonials.testimonials.map((item, index) =>
        index === 0 ? { ...item, logo: { ...item.logo!, src: '/images/home/gibt-es-nicht.svg' } } : item,
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const first = within(canvas.getByRole('list', { name: homeContent.testimonials.title })).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(first.querySelector('img')).not.toBeVisible());
    await expect(first).toHaveTextContent('Stiftung Beispiel');
    await imagesLoaded(canvasElement);
  },
};
