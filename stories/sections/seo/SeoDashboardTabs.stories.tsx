import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillIn } from '../../../src/lib/template';
import { expect, waitFor, within } from 'storybook/test';
import { SeoDashboardTabs } from '../../../src/sections/seo/SeoDashboardTabs';
import { weakAudit } from '../../support/seoAuditFixtures';
import { contentFor } from '../../../src/content/siteContent';

const { seoCheckContent } = contentFor('de-CH').seoChecks;
const { seoDashboardContent } = contentFor('de-CH').seoDashboard;

const { tabs, overview, resources } = seoDashboardContent;
const { priorityLabel, priorityLabels, checks } = seoCheckContent;

const meta = {
  title: 'Sections/SEO/SeoDashboardTabs',
  component: SeoDashboardTabs,
  args: { audit: weakAudit, content: seoDashboardContent, words: seoCheckContent },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SeoDashboardTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every route's score at a glance; internal pages and redirecting paths say so instead of a score. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: tabs.overview })).toBeChecked();
    const table = canvas.getByRole('table', { name: overview.title });
    const row = (path: string) => within(table).getByRole('row', { name: new RegExp(`^${path} `) });
    await expect(row('/de/pricing')).toHaveTextContent('/de/pricing60 Schwach28 / 69');
    await expect(row('/de/free-session')).toHaveTextContent('/de/free-session100 Gut');
    await expect(row('/de/seo-audit')).toHaveTextContent(overview.internal);
    await expect(row('/de/blog')).toHaveTextContent(fillIn(overview.redirects, { target: '/de' }));
  },
};

/** The meta-tags tab opens on the first page of the selector (its picture is SeoPageMeta's GoodPage inside the tabs). */
export const MetaTags: Story = {
  args: { initialTab: 'meta' },
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('group', { name: tabs.meta });
    await expect(within(panel).getByRole('combobox', { name: seoDashboardContent.pageSelector.label })).toHaveValue('/de');
    await expect(within(panel).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Failures first (Hoch), then warnings and redirecting paths (Mittel), then standing advice (Niedrig). */
export const Recommendations: Story = {
  args: { initialTab: 'recommendations' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('group', { name: tabs.recommendations });
    const priorities = within(panel)
      .getAllByText(new RegExp(`^${priorityLabel}: `))
      .map((badge) => badge.textContent);
    await expect(priorities[0]).toBe(`${priorityLabel}: ${priorityLabels.high}`);
    await expect(priorities.at(-1)).toBe(`${priorityLabel}: ${priorityLabels.low}`);
    const title = within(panel).getByRole('heading', { name: checks.title.advice.title });
    await expect(title.closest('li')).toHaveTextContent('/de/pricing: Fehler');
  },
};

/** Tools and guides, each opening in a new tab and saying so. */
export const Resources: Story = {
  args: { initialTab: 'resources' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('group', { name: tabs.resources });
    for (const link of resources.links) {
      const anchor = within(panel).getByRole('link', { name: new RegExp(`^${link.label}`) });
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
    }
  },
};

/** Changing the tab, by mouse or arrow key, scrolls the page back to the top (the behaviour `tabSets`). */
export const TabChangeScrollsToTop: Story = {
  parameters: { visual: { disable: true } },
  decorators: [(Story) => <div style={{ paddingBottom: 3000 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    window.scrollTo(0, 1200);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByText(tabs.recommendations, { selector: 'label' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('radio', { name: tabs.recommendations })).toBeChecked();

    window.scrollTo(0, 1200);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    canvas.getByRole('radio', { name: tabs.recommendations }).focus({ preventScroll: true });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('radio', { name: tabs.resources })).toBeChecked();
  },
};
