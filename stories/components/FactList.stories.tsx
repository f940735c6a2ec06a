import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from '../../src/components/FactList';

const meta = {
  title: 'Components/FactList',
  component: FactList,
  args: { items: ['Hosting in Zürich', 'DSG- und DSGVO-konform', 'Kostenlos und unverbindlich'] },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Side by side: all on one line at this width.
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[2]!.getBoundingClientRect().top);
  },
};

export const InlineDivided: Story = {
  args: { divided: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).borderTopStyle).toBe('solid');
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom - 1);
  },
};
