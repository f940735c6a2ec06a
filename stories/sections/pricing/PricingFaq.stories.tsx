import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PricingFaq } from '../../../src/sections/pricing/PricingFaq';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const { items } = pricingContent.faq;
const question = (index: number) => items[index]!.question;

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
    const triggers = canvas.getAllByRole('button');
    await expect(triggers).toHaveLength(items.length);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opening a second answer closes the first; only one is ever open. */
export const OneAnswerOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: question(0) }));
    await expect(canvas.getByText(/In der Regel rund zwei Wochen/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: question(1) }));
    await expect(canvas.getByText(/1\.3 bis 1\.5 Tokens/)).toBeVisible();
    await expect(canvas.queryByText(/In der Regel rund zwei Wochen/)).toBeNull();
    const open = canvas.getAllByRole('button').filter((trigger) => trigger.getAttribute('aria-expanded') === 'true');
    await expect(open).toHaveLength(1);
    await expect(open[0]).toHaveAccessibleName(question(1));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A second click on the open question closes it again. */
export const ClickingTheOpenOneClosesIt: Story = {
  // Behaviour only: its last picture equals AllClosed, which keeps the screenshot.
  parameters: { visual: { disable: true } },
  args: { defaultOpenId: items[0]!.id },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: question(0) }));
    for (const trigger of canvas.getAllByRole('button')) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
