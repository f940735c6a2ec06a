import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BenefitsPanel } from '../../../src/sections/academy/BenefitsPanel';
import { contentFor } from '../../../src/content/siteContent';
import { accordionItem, expectOpen } from '../../support/accordion';

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
  play: async ({ canvas, canvasElement, args }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: args.content.title });
    await expect(heading).toBeVisible();
    await expect(heading.closest('summary')).toBeNull();
    for (const item of args.content.items) await expect(canvas.getAllByText(item).filter((element) => element.checkVisibility())).toHaveLength(1);
    await expect(canvasElement.querySelector('details')).not.toBeVisible();
  },
};

/** On a phone: one closed item after the questions; opened by a tap, it lists the same things. */
export const FoldedOnAPhone: Story = {
  // The phone's accordion is pictured in the AcademyFaq stories.
  parameters: { visual: { disable: true, viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, userEvent, args }) => {
    for (const item of args.content.items) for (const text of canvas.getAllByText(item)) await expect(text).not.toBeVisible();
    const folded = accordionItem(canvas, args.content.title);
    await expect(folded.details.open).toBe(false);
    await userEvent.click(folded.summary);
    await expectOpen(canvas, args.content.title);
    for (const item of args.content.items) await expect(within(folded.details).getByText(item)).toBeVisible();
  },
};
