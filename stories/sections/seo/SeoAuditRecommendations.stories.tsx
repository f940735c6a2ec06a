import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SeoAuditRecommendations } from '../../../src/sections/seo/SeoAuditRecommendations';
import { recommendationsFor } from '../../../src/sections/seo/recommendations';
import { AuditInStoryLanguage, weakAudit } from '../../support/seoAuditFixtures';
import { contentFor } from '../../../src/content/siteContent';

const { seoAuditContent } = contentFor('de-CH').seoAudit;
const { seoCheckContent } = contentFor('de-CH').seoChecks;

const meta = {
  title: 'Sections/SEO/SeoAuditRecommendations',
  component: SeoAuditRecommendations,
  args: { audit: weakAudit, content: seoAuditContent.recommendations, words: seoCheckContent },
  render: (args) => <AuditInStoryLanguage audit={args.audit}>{(audit) => <SeoAuditRecommendations {...args} audit={audit} />}</AuditInStoryLanguage>,
  // The audit page's story pictures this section.
  parameters: { layout: 'fullscreen', visual: { disable: true } },
} satisfies Meta<typeof SeoAuditRecommendations>;
export default meta;

/** A section named by its title, then one card per recommendation of the audit, most urgent first, each titled one level below. */
export const WeakSite: StoryObj<typeof meta> = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: args.content.title });
    await expect(within(section).getByText(args.content.intro)).toBeVisible();
    const expected = recommendationsFor(args.audit, args.words);
    await expect(expected.length).toBeGreaterThan(1);
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(expected.map((recommendation) => recommendation.title));
    await expect(within(section).getAllByText(`${seoCheckContent.priorityLabel}: ${seoCheckContent.priorityLabels.high}`).length).toBeGreaterThan(0);
  },
};
