import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Columns } from '../../src/components/Columns';
import { Card } from '../../src/components/Card';

const meta = {
  title: 'Components/Columns',
  component: Columns,
  args: { $split: '7-5' },
  render: (args) => (
    <Columns {...args}>
      <Card>Text: Titel, Einleitung und Handlungsaufforderung.</Card>
      <Card tone="surface">Beiseite: Bild, Karte oder Kalender.</Card>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

const widths = (root: HTMLElement) => Array.from(root.querySelector('div')!.children).map((child) => child.getBoundingClientRect().width);

export const TextLed: Story = {
  play: async ({ canvasElement }) => {
    const [text, aside] = widths(canvasElement) as [number, number];
    await expect(text / aside).toBeCloseTo(7 / 5, 1);
  },
};

export const AsideLed: Story = {
  args: { $split: '4-8' },
  play: async ({ canvasElement }) => {
    const [aside, main] = widths(canvasElement) as [number, number];
    await expect(main / aside).toBeCloseTo(2, 1);
  },
};

export const StackedOnAPhone: Story = {
  parameters: { visual: { viewport: { width: 375, height: 500 } } },
  play: async ({ canvasElement }) => {
    const [first, second] = Array.from(canvasElement.querySelector('div')!.children).map((child) => child.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};
