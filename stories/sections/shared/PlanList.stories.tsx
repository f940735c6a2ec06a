import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanList } from '../../../src/sections/shared/PlanList';
import { contentFor } from '../../../src/content/siteContent';

const { planCardLabels, plans } = contentFor('de-CH').plans;

const meta = {
  title: 'Sections/Shared/PlanList',
  component: PlanList,
  args: { plans, labels: planCardLabels, labelledBy: 'plan-list-title' },
  render: (args) => (
    <>
      <h2 id="plan-list-title" data-story-chrome="">Unsere Pläne</h2>
      <PlanList {...args} />
    </>
  ),
} satisfies Meta<typeof PlanList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three plans as a list named by the heading above it (home and pricing page). */
export const ThreePlans: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Unsere Pläne' });
    const items = within(list).getAllByRole('listitem', { name: undefined }).filter((item) => item.parentElement === list);
    await expect(items).toHaveLength(3);
    await expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Individual', 'Business', 'Enterprise']);
  },
};
