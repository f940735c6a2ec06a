import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeScale } from './blocks/TypeFoundations';

const meta = {
  // Its MDX page in this folder is the docs page.
  tags: ['!autodocs'],
  title: 'Foundations/Typografie',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;
export default meta;

export const Scale: StoryObj<typeof meta> = { name: 'Schriftgrössen und Schnitte' };
