import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { IntroCallTestimonial } from '../../../src/sections/freeSession/IntroCallTestimonial';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const { testimonial } = freeSessionContent.testimonial;

const meta = {
  title: 'Sections/FreeSession/IntroCallTestimonial',
  component: IntroCallTestimonial,
  args: { content: freeSessionContent.testimonial },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IntroCallTestimonial>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(testimonial.quote)).toBeVisible();
    await expect(canvas.getByText(testimonial.author)).toBeVisible();
    await expect(canvas.getByText(`${testimonial.role}, ${testimonial.company}`)).toBeVisible();
  },
};

/** The logo cannot be loaded: the company's name stands in, never a broken image. */
export const LogoMissing: Story = {
  args: {
    content: { ...freeSessionContent.testimonial, testimonial: { ...testimonial, logo: { ...testimonial.logo!, src: '/images/fehlt.svg' } } },
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(testimonial.company)).toBeVisible());
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
  },
};
