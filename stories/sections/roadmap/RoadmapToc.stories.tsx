import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoadmapToc } from '../../../src/sections/roadmap/RoadmapToc';
import { contentFor } from '../../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const entries = roadmapContent.periods;

const meta = {
  title: 'Sections/Roadmap/RoadmapToc',
  component: RoadmapToc,
  args: { title: roadmapContent.tocTitle, entries },
  render: (args) => (
    <>
      <RoadmapToc {...args} />
      {/* Stand-ins for the parts the contents lead to. */}
      {args.entries.map((entry) => (
        <h2 key={entry.id} id={entry.id} tabIndex={-1} style={{ marginTop: 400 }}>
          {entry.title}
        </h2>
      ))}
    </>
  ),
} satisfies Meta<typeof RoadmapToc>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: roadmapContent.tocTitle });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(entries.map((entry) => entry.title));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(entries.map((entry) => `#${entry.id}`));
  },
};

/** A click moves the view and the keyboard focus to the part's heading. */
export const JumpMovesFocus: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Q2 2024' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Q2 2024' })).toHaveFocus();
  },
};
