import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MilestoneTimeline } from '../../../src/sections/academy/MilestoneTimeline';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/MilestoneTimeline',
  component: MilestoneTimeline,
  parameters: { layout: 'fullscreen' },
  args: { content: academyContent.timeline },
} satisfies Meta<typeof MilestoneTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten milestones in an ordered list, read week 1 to week 10; W5–W10 as the spec names them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: academyContent.timeline.title });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items.map((item) => item.textContent)).toEqual(academyContent.timeline.milestones.map((milestone) => `${milestone.week}${milestone.title}`));
    await expect(items[4]).toHaveTextContent('Woche 5Core Context v1 und Governance v0.3');
    await expect(items[9]).toHaveTextContent('Woche 10Capstone und 90-Tage-Roadmap');
  },
};
