import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoAuditSummary } from '../../../src/sections/seo/SeoAuditSummary';
import { siteScore } from '../../../src/lib/seo/siteAudit';
import { indexablePages, summariseChecks } from '../../../src/lib/seo/summary';
import { AuditInStoryLanguage, soundAudit, weakAudit } from '../../support/seoAuditFixtures';
import { contentFor } from '../../../src/content/siteContent';

const { seoAuditContent } = contentFor('de-CH').seoAudit;
const { seoCheckContent } = contentFor('de-CH').seoChecks;

const meta = {
  title: 'Sections/SEO/SeoAuditSummary',
  component: SeoAuditSummary,
  args: { audit: weakAudit, content: seoAuditContent, words: seoCheckContent },
  render: (args) => <AuditInStoryLanguage audit={args.audit}>{(audit) => <SeoAuditSummary {...args} audit={audit} />}</AuditInStoryLanguage>,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof SeoAuditSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a person reads at the top: the title, the site's score, what it averages, and the checks counted by result. */
async function expectSummaryOf(canvas: ReturnType<typeof within>, audit: typeof weakAudit) {
  await expect(canvas.getByRole('heading', { level: 1, name: seoAuditContent.intro.title })).toBeVisible();
  await expect(canvas.getByText(String(siteScore(audit)))).toBeVisible();
  await expect(canvas.getByText(seoAuditContent.scoreNote(indexablePages(audit).length))).toBeVisible();
  const summaries = summariseChecks(audit);
  for (const status of ['pass', 'warning', 'fail'] as const) {
    const counted = summaries.filter((summary) => summary.status === status).length;
    const line = canvas.getByText(seoAuditContent.tally[status](counted)).closest('li')!;
    await expect(within(line).getByText(String(counted))).toBeVisible();
  }
}

/** A site with failures: a lower score, and the failed checks counted. */
export const WeakSite: Story = {
  play: async ({ canvas, args }) => expectSummaryOf(canvas, args.audit),
};

/** A sound site: the same frame with a high score and no failures. */
export const SoundSite: Story = {
  args: { audit: soundAudit },
  play: async ({ canvas, args }) => {
    await expectSummaryOf(canvas, args.audit);
    await expect(siteScore(args.audit)).toBeGreaterThan(siteScore(weakAudit));
  },
};
