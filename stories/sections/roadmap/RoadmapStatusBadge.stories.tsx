import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoadmapStatusBadge } from '../../../src/sections/roadmap/RoadmapStatusBadge';
import { type RoadmapStatus } from '../../../src/content/roadmap';
import { contentFor } from '../../../src/content/siteContent';
import { useInStoryLanguage } from '../../support/storyLanguage';

const { roadmapContent } = contentFor('de-CH').roadmap;

const statuses = Object.keys(roadmapContent.statusLabels) as RoadmapStatus[];

const meta = {
  title: 'Sections/Roadmap/RoadmapStatusBadge',
  component: RoadmapStatusBadge,
  args: { status: 'completed', label: roadmapContent.statusLabels.completed },
} satisfies Meta<typeof RoadmapStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status side by side, in the story's language. */
function EveryStatus() {
  const labels = useInStoryLanguage(roadmapContent.statusLabels);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {statuses.map((status) => (
        <RoadmapStatusBadge key={status} status={status} label={labels[status]} />
      ))}
    </div>
  );
}

/** Every status side by side: each one says in words where an item stands. */
export const AllStatuses: Story = {
  render: () => <EveryStatus />,
  play: async ({ canvas }) => {
    for (const label of ['Umgesetzt', 'Nächstes Release', 'In Planung']) await expect(canvas.getByText(label)).toBeVisible();
  },
};
