import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../../src/components/Card';
import { Heading } from '../../src/components/Heading';
import { palettes } from '../../src/design/tokens';
import { shownTheme } from '../support/storyTheme';
import { computedColor } from '../../src/design/contrast';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={3}>Hosting in Zürich</Heading>
        <p>Ihre Daten liegen in einem nach ISO 27001 zertifizierten Rechenzentrum in der Region Zürich.</p>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Hosting in Zürich' })).toBeVisible();
  },
};
export const Highlighted: Story = {
  args: { highlighted: true },
  play: async ({ canvasElement }) => {
    // The highlighted card carries the theme's accent border at 2 px.
    const card = canvasElement.querySelector('h3')!.parentElement!;
    await expect(getComputedStyle(card).borderTopColor).toBe(computedColor(palettes[shownTheme()].accent));
    await expect(getComputedStyle(card).borderTopWidth).toBe('2px');
  },
};
export const OnSurface: Story = {
  args: { tone: 'surface', as: 'article' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(getComputedStyle(card).backgroundColor).toBe(computedColor(palettes[shownTheme()].surface));
  },
};
