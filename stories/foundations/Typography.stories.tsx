import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeScale } from './blocks/TypeFoundations';
import { fontSizes, fontWeights } from '../../src/design/tokens';
import { pixels, sampleOf } from './tokenSamples';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Typografie',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;
export default meta;

export const Scale: StoryObj<typeof meta> = {
  name: 'Schriftgrössen und Schnitte',
  // A reviewer reads each size and weight by name and value and sees a line set in it.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Typografie' })).toBeVisible();
    for (const [name, size] of Object.entries(fontSizes)) {
      const sample = sampleOf(canvas.getByText(`${name} · ${size}`));
      await expect(sample).toBeVisible();
      await expect(parseFloat(getComputedStyle(sample).fontSize)).toBeCloseTo(pixels(size), 1);
    }
    for (const [name, weight] of Object.entries(fontWeights)) {
      await expect(getComputedStyle(sampleOf(canvas.getByText(`${name} · ${weight}`))).fontWeight).toBe(String(weight));
    }
  },
};
