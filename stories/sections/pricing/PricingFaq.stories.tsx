import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PricingFaq } from '../../../src/sections/pricing/PricingFaq';
import { contentFor } from '../../../src/content/siteContent';
import { accordionItem, expectOpen } from '../../support/accordion';

const { pricingContent } = contentFor('de-CH').pricing;

const { items } = pricingContent.faq;
const question = (index: number) => items[index]!.question;

/** The pricing page's questions: the platform's disclosures, one answer open at a time, no script. */
const meta = {
  title: 'Sections/Pricing/PricingFaq',
  component: PricingFaq,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.faq },
} satisfies Meta<typeof PricingFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const item of items) await expect(accordionItem(canvas, item.question).details.open).toBe(false);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(items.length);
  },
};

/** Opening a second answer closes the first; only one is ever open. */
export const OneAnswerOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(accordionItem(canvas, question(0)).summary);
    await expectOpen(canvas, question(0));
    await expect(canvas.getByText(/In der Regel rund 2 Wochen/)).toBeVisible();
    await userEvent.click(accordionItem(canvas, question(1)).summary);
    await expectOpen(canvas, question(1));
    await expect(canvas.getByText(/1\.3 bis 1\.5 Tokens/)).toBeVisible();
    await expect(canvas.getByText(/In der Regel rund 2 Wochen/)).not.toBeVisible();
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A second click on the open question closes it again. */
export const ClickingTheOpenOneClosesIt: Story = {
  // Behaviour only: its last picture equals AllClosed, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  args: { defaultOpenId: items[0]!.id },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(accordionItem(canvas, question(0)).summary);
    await expectOpen(canvas, question(0), false);
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A click that comes alone (a script, voice control), with no press before it, opens a question as a tap does. */
export const ClickAloneOpens: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    accordionItem(canvas, question(2)).summary.click();
    await expectOpen(canvas, question(2));
  },
};
