import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingFoundations } from './blocks/SpacingFoundations';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Abstände',
  component: SpacingFoundations,
} satisfies Meta<typeof SpacingFoundations>;
export default meta;

export const Scale: StoryObj<typeof meta> = { name: 'Raster und Radien' };
