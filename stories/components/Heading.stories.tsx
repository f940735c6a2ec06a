import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../src/components/Heading';

const meta = { title: 'Components/Heading', component: Heading, args: { level: 2, children: 'Sichere KI aus der Schweiz' } } satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Heading level={1}>Seitentitel, Stufe 1</Heading>
      <Heading level={2}>Abschnitt, Stufe 2</Heading>
      <Heading level={3}>Karte, Stufe 3</Heading>
      <Heading level={4}>Detail, Stufe 4</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) await expect(canvas.getAllByRole('heading', { level })).toHaveLength(1);
  },
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'sm', children: 'Stufe 2 in kleiner Grösse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Stufe 2 in kleiner Grösse');
  },
};
