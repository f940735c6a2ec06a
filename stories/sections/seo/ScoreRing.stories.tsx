import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreRing } from '../../../src/sections/seo/ScoreRing';
import { contentFor } from '../../../src/content/siteContent';

const { seoCheckContent } = contentFor('de-CH').seoChecks;

const { score } = seoCheckContent;

const meta = {
  title: 'Sections/SEO/ScoreRing',
  component: ScoreRing,
  args: { score: 90, ...score },
} satisfies Meta<typeof ScoreRing>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The band boundaries side by side: 69 is red, 70 amber, 89 amber, 90 green.
 * Each ring says its number and band in text; the colour only repeats it.
 */
export const BandBoundaries: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
      {[69, 70, 89, 90].map((value) => (
        <ScoreRing key={value} {...args} score={value} label={`${args.label} ${value}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { 69: score.bands.red, 70: score.bands.amber, 89: score.bands.amber, 90: score.bands.green } as const;
    for (const [value, band] of Object.entries(expected)) {
      const meter = canvas.getByRole('meter', { name: `${score.label} ${value}` });
      await expect(meter).toHaveAttribute('aria-valuenow', value);
      await expect(meter).toHaveAttribute('aria-valuetext', `${value} ${score.outOf}, ${band}`);
      await expect(within(meter).getByText(band)).toBeVisible();
      await expect(meter).toHaveTextContent(`${value}${score.outOf}`);
    }
  },
};
