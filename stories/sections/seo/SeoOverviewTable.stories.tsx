import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillIn } from '../../../src/lib/template';
import { expect, within } from 'storybook/test';
import { SeoOverviewTable } from '../../../src/sections/seo/SeoOverviewTable';
import { scoreColour } from '../../../src/lib/seo/metaBands';
import { AuditInStoryLanguage, weakAudit } from '../../support/seoAuditFixtures';
import { reviewWidths } from '../../support/reviewPresets';
import { contentFor } from '../../../src/content/siteContent';

const { seoDashboardContent } = contentFor('de-CH').seoDashboard;
const { seoCheckContent } = contentFor('de-CH').seoChecks;

const { overview } = seoDashboardContent;

const meta = {
  title: 'Sections/SEO/SeoOverviewTable',
  component: SeoOverviewTable,
  args: { audit: weakAudit, content: overview, words: seoCheckContent, titleId: 'overview-title' },
  render: (args) => (
    <>
      <h2 id={args.titleId}>{args.content.title}</h2>
      <AuditInStoryLanguage audit={args.audit}>{(audit) => <SeoOverviewTable {...args} audit={audit} />}</AuditInStoryLanguage>
    </>
  ),
  // The dashboard's overview tab pictures this table.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof SeoOverviewTable>;
export default meta;

/** A table named by its heading: every audited page with its score in figures and words and its title and description lengths; internal and redirecting paths say so instead. */
export const EveryRoute: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: overview.title });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(Object.values(overview.columns));
    for (const page of args.audit.pages) {
      const row = within(table).getByRole('rowheader', { name: page.path }).closest('tr')!;
      await expect(within(row).getByText(String(page.score))).toBeVisible();
      await expect(within(row).getByText(seoCheckContent.score.bands[scoreColour(page.score)])).toBeVisible();
      await expect(within(row).getByText(fillIn(overview.lengths, { title: page.facts.title?.length ?? 0, description: page.facts.description?.length ?? 0 }))).toBeVisible();
    }
    for (const path of args.audit.internalPaths) {
      const row = within(table).getByRole('rowheader', { name: path }).closest('tr')!;
      await expect(within(row).getByText(overview.internal)).toBeVisible();
    }
    for (const entry of args.audit.unserved) {
      const row = within(table).getByRole('rowheader', { name: entry.path }).closest('tr')!;
      await expect(within(row).getByText(fillIn(overview.redirects, { target: entry.redirectsTo }))).toBeVisible();
    }
  },
};

/**
 * At 320 px the three columns do not fit: the table scrolls inside its
 * region, named like the table and reachable with Tab, and the page itself
 * does not scroll sideways.
 */
export const ScrollsInItsRegionAt320: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'reflow', isRotated: false } },
  parameters: { visual: { disable: false, viewport: { width: reviewWidths.reflow, height: 640 } } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: overview.title });
    await expect(within(region).getByRole('table', { name: overview.title })).toBeVisible();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    region.blur();
  },
};
