import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../src/components/Button';

/**
 * Deliberately broken stories. `scripts/test-broken.mjs` checks that each one
 * makes the story run fail, so we know the checks still bite. They are built
 * with the others but kept out of the sidebar (`!dev`), the docs
 * (`!autodocs`), the normal story run (`!test`) and Chromatic.
 */
const meta = {
  title: 'Broken/Proof',
  component: Button,
  tags: ['!dev', '!autodocs', '!test'],
  parameters: { chromatic: { disableSnapshot: true } },
  args: { children: 'Demo buchen' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ink-muted text on the ink band: far below AA contrast. */
export const AxeViolation: Story = {
  tags: ['broken-a11y'],
  render: () => (
    <div style={{ background: '#14171f', padding: 24 }}>
      <p style={{ color: '#4a5160' }}>Dieser Text ist kaum lesbar.</p>
    </div>
  ),
};

/** A play function that expects something the story never shows. */
export const FailingPlay: Story = {
  tags: ['broken-play'],
  args: { children: 'Demo buchen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Kostenlose Beratung');
  },
};
