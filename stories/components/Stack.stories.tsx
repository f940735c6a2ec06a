import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../src/components/Stack';
import { Heading } from '../../src/components/Heading';
import { LinkButton } from '../../src/components/LinkButton';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: { base: 4, lg: 5 }, children: null },
  render: (args) => (
    <Stack {...args}>
      <Heading level={3}>Ihre Daten bleiben in der Schweiz</Heading>
      <p>Modelle, Dokumente und Protokolle liegen in Zürich; niemand trainiert mit Ihren Daten.</p>
      <LinkButton href="#datenschutz" newTab={false}>Zum Datenschutz</LinkButton>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const blocks = (root: HTMLElement) => Array.from(root.querySelector('div')!.children).map((child) => child.getBoundingClientRect());

export const StretchedOnADesktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Zum Datenschutz' })).toBeVisible();
    const [heading, text, button] = blocks(canvasElement);
    // Step 5 (1.5rem) between the blocks from the large breakpoint; every block as wide as the stack.
    await expect(Math.round(text!.top - heading!.bottom)).toBe(24);
    await expect(button!.width).toBe(heading!.width);
  },
};

export const NarrowerGapOnAPhone: Story = {
  parameters: { visual: { viewport: { width: 375, height: 600 } } },
  play: async ({ canvasElement }) => {
    const [heading, text] = blocks(canvasElement);
    await expect(Math.round(text!.top - heading!.bottom)).toBe(16);
  },
};

export const BlocksAsWideAsTheirContent: Story = {
  args: { align: 'start' },
  play: async ({ canvas, canvasElement }) => {
    const [heading, , button] = blocks(canvasElement);
    await expect(button!.width).toBeLessThan(heading!.width);
    await expect(canvas.getByRole('link', { name: 'Zum Datenschutz' })).toBeVisible();
  },
};

/** `align="center"`: each block as wide as its content and centred under the one before, as a figure over its caption (the score ring). */
export const BlocksCentred: Story = {
  args: { align: 'center' },
  play: async ({ canvas, canvasElement }) => {
    const [heading, , button] = blocks(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Zum Datenschutz' })).toBeVisible();
    await expect(button!.width).toBeLessThan(heading!.width);
    // The button's middle on the heading's middle.
    await expect(Math.abs(button!.left + button!.width / 2 - (heading!.left + heading!.width / 2))).toBeLessThan(1);
  },
};
