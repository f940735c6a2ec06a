import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitsPanel } from '../../../src/sections/academy/BenefitsPanel';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const { benefits } = academyContent.faq;

const meta = {
  title: 'Sections/Academy/BenefitsPanel',
  component: BenefitsPanel,
  args: { content: benefits },
} satisfies Meta<typeof BenefitsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a wide screen: a panel with its heading and everything a participant gets; the folded shape is hidden from everyone. */
export const Sidebar: Story = {
  parameters: { visual: { viewport: { width: 1280, height: 600 } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.content.title })).toBeVisible();
    for (const item of args.content.items) await expect(canvas.getByText(item)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: args.content.title })).not.toBeInTheDocument();
  },
};

/** On a phone: one closed accordion item after the questions; opened by a tap, it lists the same things. */
export const FoldedOnAPhone: Story = {
  // The phone's accordion is pictured in the AcademyFaq stories.
  parameters: { visual: { disable: true, viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, userEvent, args }) => {
    // Only the hidden sidebar holds the list until the item is opened.
    for (const item of args.content.items) await expect(canvas.getByText(item)).not.toBeVisible();
    const toggle = canvas.getByRole('button', { name: args.content.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: args.content.title });
    for (const item of args.content.items) await expect(within(panel).getByText(item)).toBeVisible();
  },
};
