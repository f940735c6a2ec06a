import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeScale } from './blocks/TypeFoundations';
import { fontSizes, fontWeights } from '../../src/design/tokens';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Typografie',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;
export default meta;

/** The sample line set beside a token's label. */
const sampleOf = (label: HTMLElement) => label.nextElementSibling as HTMLElement;

export const Scale: StoryObj<typeof meta> = {
  name: 'Schriftgrössen und Schnitte',
  // A reviewer reads each size and weight by name and value and sees a line set in it.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typografie' })).toBeVisible();
    for (const [name, size] of Object.entries(fontSizes)) {
      const sample = sampleOf(canvas.getByText(`${name} · ${size}`));
      await expect(sample).toBeVisible();
      await expect(parseFloat(getComputedStyle(sample).fontSize)).toBeCloseTo(parseFloat(size) * 16, 1);
    }
    for (const [name, weight] of Object.entries(fontWeights)) {
      await expect(getComputedStyle(sampleOf(canvas.getByText(`${name} · ${weight}`))).fontWeight).toBe(String(weight));
    }
  },
};
