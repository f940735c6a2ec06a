import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from '../../src/components/Grid';
import { Card } from '../../src/components/Card';
import { Heading } from '../../src/components/Heading';

const offices = [
  { name: 'Zürich', text: 'Rechenzentrum nach ISO 27001, Betrieb und Support.' },
  { name: 'Bern', text: 'Beratung für Verwaltungen, Stiftungen und Verbände.' },
  { name: 'Lausanne', text: 'Kundinnen und Kunden in der Romandie, auf Französisch.' },
  { name: 'Lugano', text: 'Kundinnen und Kunden im Tessin, auf Italienisch.' },
  { name: 'Basel', text: 'Academy-Kohorten vor Ort, zweimal im Jahr.' },
  { name: 'St. Gallen', text: 'Partnerbetriebe in der Ostschweiz.' },
];

const meta = {
  title: 'Components/Grid',
  component: Grid,
  args: { element: 'ul', columns: { base: 1, md: 2, lg: 3 }, gap: { base: 5, lg: 6 }, children: null },
  render: (args) => (
    <Grid {...args}>
      {offices.map((office) => (
        <Card as="li" key={office.name}>
          <Heading level={3}>{office.name}</Heading>
          <p>{office.text}</p>
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cells' distinct left edges: how many columns a person sees. */
const columnsSeen = (root: HTMLElement) => new Set(Array.from(root.querySelectorAll('li')).map((cell) => Math.round(cell.getBoundingClientRect().left))).size;

export const ThreeColumnsOnADesktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(columnsSeen(canvasElement)).toBe(3);
    // A row's cards are equally tall, whatever their text.
    const heights = Array.from(canvasElement.querySelectorAll('li')).slice(0, 3).map((cell) => cell.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

export const TwoColumnsOnATablet: Story = {
  parameters: { visual: { viewport: { width: 800, height: 900 } } },
  play: async ({ canvasElement }) => {
    await expect(columnsSeen(canvasElement)).toBe(2);
  },
};

export const OneColumnOnAPhone: Story = {
  parameters: { visual: { viewport: { width: 375, height: 900 } } },
  play: async ({ canvasElement }) => {
    await expect(columnsSeen(canvasElement)).toBe(1);
    const [first, second] = Array.from(canvasElement.querySelectorAll('li')).map((cell) => cell.getBoundingClientRect());
    // Step 5 of the spacing scale (1.5rem) between the cards.
    await expect(second!.top - first!.bottom).toBe(24);
  },
};

export const RowAndColumnGaps: Story = {
  args: { columns: { base: 2 }, gap: { base: [6, 4] } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = Array.from(canvasElement.querySelectorAll('li')).map((cell) => cell.getBoundingClientRect());
    // 1rem between the columns, 2rem between the rows.
    await expect(Math.round(second!.left - first!.right)).toBe(16);
    await expect(Math.round(third!.top - first!.bottom)).toBe(32);
  },
};
