import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Lead } from '../../src/components/Lead';

const meta = {
  title: 'Components/Lead',
  component: Lead,
  args: {
    children: 'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für Organisationen, die Datenschutz ernst nehmen.',
  },
} satisfies Meta<typeof Lead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const lead = canvas.getByText(/gehostet in Zürich/);
    await expect(getComputedStyle(lead).maxWidth).toBe('640px');
  },
};

export const Narrow: Story = {
  args: { $measure: 'lead' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/gehostet in Zürich/)).maxWidth).toBe('576px');
  },
};
