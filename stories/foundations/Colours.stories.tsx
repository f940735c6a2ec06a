import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastPairs, themeNames } from '../../src/design/tokens';
import { ColourFoundations } from './blocks/ColourFoundations';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Farben',
  component: ColourFoundations,
} satisfies Meta<typeof ColourFoundations>;
export default meta;

export const PaletteAndContrast: StoryObj<typeof meta> = {
  name: 'Palette und Kontrast',
  play: async ({ canvas }) => {
    const results = canvas.getAllByTestId('contrast-result');
    // Each pair in both themes.
    await expect(results).toHaveLength(contrastPairs.length * themeNames.length);
    for (const result of results) await expect(result).toHaveTextContent('bestanden');
  },
};
