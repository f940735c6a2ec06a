import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../src/components/Badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Demnächst' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  args: { tone: 'accent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Demnächst')).toBeVisible();
  },
};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Jahresabo' } };
export const Success: Story = { args: { tone: 'success', children: 'Abgeschlossen' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Nächstes Release' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Fehler' } };
