import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FaqIntro } from '../../../src/sections/faq/FaqIntro';
import { contentFor } from '../../../src/content/siteContent';

const { faqContent } = contentFor('de-CH').faq;

const meta = {
  title: 'Sections/Faq/FaqIntro',
  component: FaqIntro,
  args: { content: faqContent.intro },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one h1 and its lead; the picture is part of the page stories. */
export const Default: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: faqContent.intro.title })).toBeVisible();
    await expect(canvas.getByText(faqContent.intro.lead)).toBeVisible();
  },
};
