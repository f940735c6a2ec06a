import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { colors } from '../../src/design/tokens';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Chat direkt', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat direkt' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Mehr erfahren' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mehr erfahren' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Alle Fragen anzeigen' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alle Fragen anzeigen' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Large: Story = {
  args: { size: 'lg', children: 'Kostenloses Erstgespräch' },
};

export const OnDarkBackground: Story = {
  args: { variant: 'secondary', tone: 'dark', children: 'Erstgespräch buchen' },
  parameters: { backgrounds: { disable: true } },
  decorators: [
    (Story) => (
      <div style={{ background: colors.inverse, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};

export const Loading: Story = {
  args: { loading: true, children: 'Chat wird geladen …' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Chat wird geladen …' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * A label longer than the space it gets wraps inside the button instead of
 * pushing it past a narrow screen (WCAG 1.4.10): here the 272 px a 320 px
 * screen leaves between the page's margins.
 */
export const LongLabelWraps: Story = {
  args: { size: 'lg', children: 'Kostenloses Erstgespräch für Ihre Stiftung buchen' },
  decorators: [
    (Story) => (
      <div data-testid="narrow-column" style={{ width: 272 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Kostenloses Erstgespräch für Ihre Stiftung buchen' });
    const column = canvas.getByTestId('narrow-column');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right);
    const label = document.createRange();
    label.selectNodeContents(button);
    const lines = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBeGreaterThan(1);
  },
};
