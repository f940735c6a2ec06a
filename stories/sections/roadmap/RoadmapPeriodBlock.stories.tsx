import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoadmapPeriodBlock } from '../../../src/sections/roadmap/RoadmapPeriodBlock';
import { contentFor } from '../../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const period = (id: string) => roadmapContent.periods.find((entry) => entry.id === id)!;

const meta = {
  title: 'Sections/Roadmap/RoadmapPeriodBlock',
  component: RoadmapPeriodBlock,
  args: { period: period('q2-2025'), statusLabels: roadmapContent.statusLabels, highlighted: true },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 32 }}>{Story()}</div>],
} satisfies Meta<typeof RoadmapPeriodBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NextRelease: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Nächstes Release: Q2 2025' });
    for (const item of within(list).getAllByRole('listitem')) await expect(within(item).getByText('Nächstes Release')).toBeVisible();
  },
};

export const CompletedQuarter: Story = {
  args: { period: period('q4-2024'), highlighted: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Q4 2024' });
    await expect(within(list).getAllByText('Umgesetzt')).toHaveLength(2);
  },
};
