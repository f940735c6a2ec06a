import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcademyFaq } from '../../../src/sections/academy/AcademyFaq';
import { contentFor } from '../../../src/content/siteContent';
import type { FaqItem } from '../../../src/content/types';

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

const question = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], text: string) => canvas.getByRole('button', { name: text });

/** All 13 questions closed; at desktop width the benefits stand beside them as a sidebar. */
export const ClosedWithBenefitsSidebar: Story = {
  play: async ({ canvas }) => {
    for (const item of faq.items) await expect(question(canvas, item.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.items).toHaveLength(13);
    const sidebar = canvas.getByRole('heading', { name: faq.benefits.title, level: 3 });
    await expect(sidebar).toBeVisible();
    for (const benefit of faq.benefits.items) await expect(canvas.getByText(benefit)).toBeVisible();
    // The folded shape for small screens is out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: faq.benefits.title })).toBeNull();
  },
};

/** One answer open; opening another closes it, and clicking the open one closes it too. */
export const OpeningOneClosesTheOther: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(question(canvas, first.question));
    await expect(question(canvas, first.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(first.answer[0]!)).toBeVisible();

    await userEvent.click(question(canvas, second.question));
    await expect(question(canvas, second.question)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvas, first.question)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(first.answer[0]!)).toBeNull();

    await userEvent.click(question(canvas, second.question));
    await expect(question(canvas, second.question)).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: Enter opens the focused question.
    question(canvas, second.question).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(second.answer[0]!)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At phone width the benefits fold into an accordion item after the questions, closed until opened. */
export const BenefitsAsAccordionOnPhone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: faq.benefits.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The sidebar's copy is hidden at this width; the folded list is not there until opened.
    await expect(canvas.getByText(faq.benefits.items[0]!)).not.toBeVisible();
    await userEvent.click(toggle);
    const list = within(canvas.getByRole('region', { name: faq.benefits.title })).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(faq.benefits.items.length);
    // A question opened afterwards does not close the benefits: they are their own accordion.
    await userEvent.click(question(canvas, first.question));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
