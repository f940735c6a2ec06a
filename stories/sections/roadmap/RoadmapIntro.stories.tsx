import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RoadmapIntro } from '../../../src/sections/roadmap/RoadmapIntro';
import { contentFor } from '../../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const { intro } = roadmapContent;
/** The date as a person reads it: the no-break spaces inside it are spaces to the text matchers. */
const shownDate = intro.updated.display.replace(/\s+/g, ' ');

const meta = {
  title: 'Sections/Roadmap/RoadmapIntro',
  component: RoadmapIntro,
  args: { content: intro },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RoadmapIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: intro.title })).toBeVisible();
    // The date the plan was written, readable by people and machines.
    await expect(canvas.getByText(intro.updatedLabel, { exact: false })).toHaveTextContent(`${intro.updatedLabel} ${shownDate}`);
    await expect(canvas.getByText(shownDate)).toHaveAttribute('datetime', intro.updated.iso);
    await expect(canvas.getByText(intro.snapshotNote)).toBeVisible();
  },
};
