import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyFaq } from '../../../src/sections/academy/AcademyFaq';
import { contentFor } from '../../../src/content/siteContent';
import type { FaqItem } from '../../../src/content/types';
import { accordionItem, expectOpen } from '../../support/accordion';

const { academyContent } = contentFor('de-CH').academy;

const { faq } = academyContent;
const [first, second] = faq.items as [FaqItem, FaqItem];

const meta = {
  title: 'Sections/Academy/AcademyFaq',
  component: AcademyFaq,
  parameters: { layout: 'fullscreen' },
  args: { content: faq },
} satisfies Meta<typeof AcademyFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All 13 questions closed; at desktop width the benefits stand beside them as a sidebar. */
export const ClosedWithBenefitsSidebar: Story = {
  play: async ({ canvas }) => {
    for (const item of faq.items) await expect(accordionItem(canvas, item.question).details.open).toBe(false);
    await expect(faq.items).toHaveLength(13);
    const sidebar = canvas.getByRole('heading', { name: faq.benefits.title, level: 3 });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.closest('summary')).toBeNull();
    // The sidebar's copy shows; the folded one is in the page for the phone, out of sight.
    for (const benefit of faq.benefits.items) await expect(canvas.getAllByText(benefit).filter((text) => text.checkVisibility())).toHaveLength(1);
  },
};

/** One answer open; opening another closes it, and clicking the open one closes it too. */
export const OpeningOneClosesTheOther: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(accordionItem(canvas, first.question).summary);
    await expectOpen(canvas, first.question);
    await expect(canvas.getByText(first.answer[0]!)).toBeVisible();

    await userEvent.click(accordionItem(canvas, second.question).summary);
    await expectOpen(canvas, second.question);
    await expectOpen(canvas, first.question, false);
    await expect(canvas.getByText(first.answer[0]!)).not.toBeVisible();

    await userEvent.click(accordionItem(canvas, second.question).summary);
    await expectOpen(canvas, second.question, false);

    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At phone width the benefits fold into an item after the questions, closed until opened. */
export const BenefitsAsAccordionOnPhone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, userEvent }) => {
    const benefits = accordionItem(canvas, faq.benefits.title);
    await expect(benefits.details.open).toBe(false);
    // The benefits are the row after the last question, not an item standing apart after a gap.
    const lastQuestion = accordionItem(canvas, faq.items.at(-1)!.question).details;
    await expect(benefits.details.getBoundingClientRect().top - lastQuestion.getBoundingClientRect().bottom).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(faq.benefits.items[0]!, { selector: 'details li, details li *' })).not.toBeVisible();
    await userEvent.click(benefits.summary);
    await expectOpen(canvas, faq.benefits.title);
    const list = within(benefits.details).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(faq.benefits.items.length);
    // A question opened afterwards does not close the benefits: they are their own accordion.
    await userEvent.click(accordionItem(canvas, first.question).summary);
    await expectOpen(canvas, first.question);
    await expect(benefits.details.open).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
