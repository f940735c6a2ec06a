import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from '../../src/site/BrandMark';
import { operator } from '../../src/content/operator';
import { prerenderedDrawing } from '../support/prerenderedDrawing';

const meta = {
  title: 'Site/BrandMark',
  component: BrandMark,
  // Its pixels are in the header's and footer's pictures, at the sizes the site uses.
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof BrandMark>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The header's size, as the prerendered page draws it. Decorative: a screen reader meets the link's name, not the drawing. */
export const InTheHeader: Story = {
  args: { size: 32 },
  ...prerenderedDrawing(operator.logo.src),
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('svg')!;
    await expect(mark.getBoundingClientRect().width).toBe(32);
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    // The Swiss red in either theme: a logo keeps its colours.
    await expect(getComputedStyle(mark.querySelector('rect')!).fill).toBe('rgb(200, 16, 46)');
  },
};

/** The footer's size, as the prerendered page draws it. */
export const InTheFooter: Story = {
  args: { size: 28 },
  ...prerenderedDrawing(operator.logo.src),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')!.getBoundingClientRect().width).toBe(28);
  },
};

/** Rendered in the browser without prerendering (as here in Storybook): the logo file through `<img>`, the same pixels. */
export const RenderedInTheBrowser: Story = {
  args: { size: 32 },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('src', operator.logo.src);
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.getBoundingClientRect().width).toBe(32);
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
