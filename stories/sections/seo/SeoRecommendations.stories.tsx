import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoRecommendations } from '../../../src/sections/seo/SeoRecommendations';
import { recommendationsFor } from '../../../src/sections/seo/recommendations';
import { soundAudit, weakAudit } from '../../support/seoAuditFixtures';
import { contentFor } from '../../../src/content/siteContent';

const { seoCheckContent } = contentFor('de-CH').seoChecks;

const meta = {
  title: 'Sections/SEO/SeoRecommendations',
  component: SeoRecommendations,
  args: { audit: weakAudit, words: seoCheckContent },
  // The audit page and the dashboard's recommendations tab picture these cards.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof SeoRecommendations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the cards a person sees against the recommendations of the audit: title, priority in words, text and affected items. */
async function expectCardsFor(canvas: ReturnType<typeof within>, audit: typeof weakAudit, level: 3 | 4) {
  const expected = recommendationsFor(audit, seoCheckContent);
  const cards = canvas.getAllByRole('listitem').filter((item: HTMLElement) => within(item).queryAllByRole('heading').length > 0);
  await expect(cards).toHaveLength(expected.length);
  for (const [index, recommendation] of expected.entries()) {
    const card = cards[index]!;
    await expect(within(card).getByRole('heading', { level, name: recommendation.title })).toBeVisible();
    await expect(within(card).getByText(`${seoCheckContent.priorityLabel}: ${seoCheckContent.priorityLabels[recommendation.priority]}`)).toBeVisible();
    await expect(within(card).getByText(recommendation.description)).toBeVisible();
    for (const item of recommendation.items) await expect(within(card).getByText(item)).toBeVisible();
  }
}

/** A weak site: cards for its findings, most urgent first, each naming the pages concerned. */
export const WeakSite: Story = {
  play: async ({ canvas, args }) => expectCardsFor(canvas, args.audit, 3),
};

/** A sound site under a level-3 heading (the dashboard's tab): only the standing advice, its titles one level lower. */
export const SoundSiteInTheDashboard: Story = {
  args: { audit: soundAudit, headingLevel: 4 },
  play: async ({ canvas, args }) => {
    await expectCardsFor(canvas, args.audit, 4);
    await expect(recommendationsFor(args.audit, seoCheckContent).length).toBeLessThan(recommendationsFor(weakAudit, seoCheckContent).length);
  },
};
