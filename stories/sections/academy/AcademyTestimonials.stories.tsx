import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyTestimonials } from '../../../src/sections/academy/AcademyTestimonials';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/AcademyTestimonials',
  component: AcademyTestimonials,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  args: { content: academyContent.testimonials },
} satisfies Meta<typeof AcademyTestimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: two named participants, each with role and quote, and no logo. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figures = within(canvas.getByRole('list', { name: academyContent.testimonials.title })).getAllByRole('figure');
    await expect(figures).toHaveLength(2);
    for (const [index, testimonial] of academyContent.testimonials.testimonials.entries()) {
      await expect(figures[index]).toHaveTextContent(testimonial.quote);
      await expect(figures[index]).toHaveTextContent(`${testimonial.author}${testimonial.role}, ${testimonial.company}`);
    }
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
