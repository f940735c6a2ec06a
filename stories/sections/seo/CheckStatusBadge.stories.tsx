import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckStatusBadge } from '../../../src/sections/seo/CheckStatusBadge';
import { contentFor } from '../../../src/content/siteContent';
import { useInStoryLanguage } from '../../support/storyLanguage';

const { seoCheckContent } = contentFor('de-CH').seoChecks;

const { statusLabels } = seoCheckContent;
const statuses = ['pass', 'warning', 'fail'] as const;

/** The three results side by side, in the story's language. */
function EveryResultSideBySide() {
  const labels = useInStoryLanguage(statusLabels);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {statuses.map((status) => (
        <CheckStatusBadge key={status} status={status} label={labels[status]} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Sections/SEO/CheckStatusBadge',
  component: CheckStatusBadge,
  args: { status: 'pass', label: statusLabels.pass },
  render: () => <EveryResultSideBySide />,
} satisfies Meta<typeof CheckStatusBadge>;
export default meta;

/** The three results side by side: each says its result in words, with a different icon and tone, so colour never stands alone. */
export const EveryResult: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const badges = statuses.map((status) => canvas.getByText(statusLabels[status]));
    for (const badge of badges) await expect(badge).toBeVisible();
    const colours = badges.map((badge) => getComputedStyle(badge.closest('span') ?? badge).backgroundColor);
    await expect(new Set(colours).size).toBe(statuses.length);
  },
};
