import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Lock, ShieldCheck, Server, MessageCircle } from 'lucide-react';
import { Icon } from '../../src/components/Icon';

const meta = { title: 'Components/Icon', component: Icon, args: { icon: ShieldCheck } } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Icon icon={Lock} size="sm" />
      <Icon icon={ShieldCheck} size="md" />
      <Icon icon={Server} size="lg" />
      <Icon icon={MessageCircle} size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(4);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { icon: Lock, label: 'Verschlüsselt', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Verschlüsselt' })).toBeVisible();
  },
};
