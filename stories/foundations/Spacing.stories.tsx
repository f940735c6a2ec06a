import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpacingFoundations } from './blocks/SpacingFoundations';
import { durations, radii, space } from '../../src/design/tokens';
import { pixels, sampleOf } from './tokenSamples';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Abstände',
  component: SpacingFoundations,
} satisfies Meta<typeof SpacingFoundations>;
export default meta;

export const Scale: StoryObj<typeof meta> = {
  name: 'Raster und Radien',
  // A reviewer reads each token's name and value and sees it drawn at that size.
  play: async ({ canvas }) => {
    for (const [step, value] of Object.entries(space)) {
      const label = canvas.getByText(`space[${step}] · ${value}`);
      await expect(label).toBeVisible();
      await expect(sampleOf(label).getBoundingClientRect().width).toBeCloseTo(pixels(value), 1);
    }
    for (const [name, value] of Object.entries(radii)) {
      const tile = sampleOf(canvas.getByText(`${name} · ${value}`));
      await expect(getComputedStyle(tile).borderTopLeftRadius).toBe(value);
    }
    for (const [name, value] of Object.entries(durations)) {
      await expect(sampleOf(canvas.getByText(name, { selector: 'code' }))).toHaveTextContent(`${value} ms`);
    }
  },
};
