import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoChecklist } from '../../../src/sections/seo/SeoChecklist';
import { weakAudit } from '../../support/seoAuditFixtures';
import { accordionItem, expectOpen } from '../../support/accordion';
import { contentFor } from '../../../src/content/siteContent';

const { seoAuditContent } = contentFor('de-CH').seoAudit;
const { seoCheckContent } = contentFor('de-CH').seoChecks;

const { categories, checks, statusLabels } = seoCheckContent;

const meta = {
  title: 'Sections/SEO/SeoChecklist',
  component: SeoChecklist,
  args: { audit: weakAudit, content: seoAuditContent.checklist, words: seoCheckContent },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SeoChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

const isOpen = (canvas: ReturnType<typeof within>, title: string) => accordionItem(canvas, title).details.open;

/** At start the first category (Meta-Tags) is open; each check shows its result and the pages behind a failure. */
export const FirstCategoryOpen: Story = {
  play: async ({ canvas }) => {
    await expect(isOpen(canvas, categories[0]!.title)).toBe(true);
    for (const category of categories.slice(1)) await expect(isOpen(canvas, category.title)).toBe(false);
    const title = canvas.getByText(checks.title.name);
    await expect(within(title).getByText(statusLabels.fail)).toBeVisible();
    await expect(canvas.getByText(/Betroffen: \/de\/pricing \(Fehler\), \/de\/contact \(Fehler\)/)).toBeVisible();
    await expect(within(canvas.getByText(checks.canonical.name)).getByText(statusLabels.pass)).toBeVisible();
    await expect(canvas.getAllByText('Auf allen 4 indexierbaren Seiten erfüllt.').length).toBeGreaterThan(0);
  },
};

/** Clicking a header toggles its category: Meta-Tags closes, Inhaltsstruktur opens and closes again. */
export const CategoryClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(accordionItem(canvas, categories[0]!.title).summary);
    await expectOpen(canvas, categories[0]!.title, false);
    await expect(canvas.getByText(checks.title.rule)).not.toBeVisible();

    await userEvent.click(accordionItem(canvas, categories[1]!.title).summary);
    await expectOpen(canvas, categories[1]!.title);
    await expect(within(canvas.getByText(checks.h1.name)).getByText(statusLabels.fail)).toBeVisible();
    await expect(within(canvas.getByText(checks.linkText.name)).getByText(statusLabels.warning)).toBeVisible();

    await userEvent.click(accordionItem(canvas, categories[1]!.title).summary);
    for (const category of categories) await expectOpen(canvas, category.title, false);
  },
};
