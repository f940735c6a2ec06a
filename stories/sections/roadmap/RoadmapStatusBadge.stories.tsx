import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoadmapStatusBadge } from '../../../src/sections/roadmap/RoadmapStatusBadge';
import { type RoadmapStatus } from '../../../src/content/roadmap';
import { contentFor } from '../../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const statuses = Object.keys(roadmapContent.statusLabels) as RoadmapStatus[];

const meta = {
  title: 'Sections/Roadmap/RoadmapStatusBadge',
  component: RoadmapStatusBadge,
  args: { status: 'completed', label: roadmapContent.statusLabels.completed },
} satisfies Meta<typeof RoadmapStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status side by side: each one says in words where an item stands. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {statuses.map((status) => (
        <RoadmapStatusBadge key={status} status={status} label={roadmapContent.statusLabels[status]} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Umgesetzt', 'Nächstes Release', 'In Planung']) await expect(canvas.getByText(label)).toBeVisible();
  },
};
