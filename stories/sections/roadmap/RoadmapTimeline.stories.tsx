import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoadmapTimeline } from '../../../src/sections/roadmap/RoadmapTimeline';
import { contentFor } from '../../../src/content/siteContent';

const { roadmapContent } = contentFor('de-CH').roadmap;

const meta = {
  title: 'Sections/Roadmap/RoadmapTimeline',
  component: RoadmapTimeline,
  args: { content: roadmapContent },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RoadmapTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const toc = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: roadmapContent.tocTitle });

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(toc(canvas)).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#q2-2025', '#q1-2025', '#q4-2024', '#q2-2024', '#q1-2024', '#horizon']);
    // Every item says its status in words.
    await expect(canvas.getAllByText('Umgesetzt')).toHaveLength(8);
    await expect(canvas.getAllByText('Nächstes Release')).toHaveLength(2);
    await expect(canvas.getAllByText('In Planung')).toHaveLength(2);
  },
};

/** A click in the contents brings the quarter into view and its heading into focus. */
export const ContentsJumpToQuarter: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(toc(canvas)).getByRole('link', { name: 'Q4 2024' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Q4 2024' })).toHaveFocus();
    await expect(window.location.hash).toBe('#q4-2024');
  },
};

/** The same by keyboard: Tab to the entry, Enter, and the next Tab continues inside that quarter. */
export const ContentsByKeyboard: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const horizon = within(toc(canvas)).getByRole('link', { name: 'Am Horizont' });
    horizon.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Am Horizont' })).toHaveFocus();
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(toc(canvas)).toBeVisible();
  },
};
