import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TestimonialFigure } from '../../../src/sections/shared/TestimonialFigure';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const testimonial = homeContent.testimonials.testimonials[0]!;

const meta = {
  title: 'Sections/Shared/TestimonialFigure',
  component: TestimonialFigure,
  args: { testimonial },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveTextContent(testimonial.quote);
    await expect(canvas.getByText(testimonial.author)).toBeVisible();
    await expect(canvas.getByText(`${testimonial.role}, ${testimonial.company}`)).toBeVisible();
    // The organisation is named in the caption: the logo stays out of the accessible text.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** The logo cannot be loaded: the company's name stands in, never a broken image. */
export const LogoMissing: Story = {
  args: { testimonial: { ...testimonial, logo: { ...testimonial.logo!, src: '/images/fehlt.svg' } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText(testimonial.company)).toBeVisible());
    await expect(canvasElement.querySelector('img')).not.toBeVisible();
  },
};
