import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Cluster } from '../../src/components/Cluster';
import { Badge } from '../../src/components/Badge';
import { Heading } from '../../src/components/Heading';
import { LinkButton } from '../../src/components/LinkButton';

const meta = {
  title: 'Components/Cluster',
  component: Cluster,
  args: { gap: 3, children: null },
  render: (args) => (
    <Cluster {...args}>
      <LinkButton href="#kontakt" newTab={false}>
        Erstgespräch buchen
      </LinkButton>
      <LinkButton href="#preise" newTab={false} variant="secondary">
        Preise ansehen
      </LinkButton>
      <LinkButton href="#faq" newTab={false} variant="ghost">
        Häufige Fragen
      </LinkButton>
    </Cluster>
  ),
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (root: HTMLElement) => Array.from(root.querySelectorAll('a')).map((link) => link.getBoundingClientRect());

export const OneLineOnADesktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Erstgespräch buchen' })).toBeVisible();
    const [first, second, third] = boxes(canvasElement);
    await expect(new Set([first!.top, second!.top, third!.top]).size).toBe(1);
    // Step 3 of the spacing scale (0.75rem) between the buttons.
    await expect(Math.round(second!.left - first!.right)).toBe(12);
  },
};

export const WrapsOnANarrowPhone: Story = {
  parameters: { visual: { viewport: { width: 320, height: 400 } } },
  play: async ({ canvasElement }) => {
    const [first, , third] = boxes(canvasElement);
    // The line is full: the last button goes to the next line, nothing leaves the screen.
    await expect(third!.top).toBeGreaterThan(first!.top);
    await expect(Math.max(...boxes(canvasElement).map((box) => box.right))).toBeLessThanOrEqual(320);
  },
};

export const TitleAndBadgeAtTheEnds: Story = {
  args: { gap: 2, align: 'center', justify: 'between' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Cluster {...args}>
        <Heading level={3}>Business</Heading>
        <Badge tone="accent">Empfohlen</Badge>
      </Cluster>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const line = canvasElement.querySelector('div[style]')!.getBoundingClientRect();
    const title = canvas.getByRole('heading', { name: 'Business' }).getBoundingClientRect();
    const badge = canvas.getByText('Empfohlen').getBoundingClientRect();
    // The title at the start of the line, the badge at its far end, centred on the title.
    await expect(Math.round(title.left - line.left)).toBe(0);
    await expect(Math.round(line.right - badge.right)).toBe(0);
    await expect(Math.abs(title.top + title.height / 2 - (badge.top + badge.height / 2))).toBeLessThan(2);
  },
};
