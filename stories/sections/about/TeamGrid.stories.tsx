import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamGrid } from '../../../src/sections/about/TeamGrid';
import { imagesLoaded } from '../home/imagesLoaded';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;
const { commonContent } = contentFor('de-CH').common;

const { team } = aboutContent;

const meta = {
  title: 'Sections/About/TeamGrid',
  component: TeamGrid,
  args: { content: team },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const grid = canvas.getByRole('list', { name: team.title });
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    for (const [index, member] of team.members.entries()) {
      const card = within(cards[index]!);
      await expect(card.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
      await expect(card.getByText(member.role)).toBeVisible();
      await expect(card.getByRole('img', { name: member.photo.alt })).toBeVisible();
      // Each card is a place an article's author links to.
      await expect(cards[index]).toHaveAttribute('id', member.anchor);
    }
    // Exactly three profiles, each named for its person and announced as opening a new tab.
    const profiles = within(grid).getAllByRole('link');
    await expect(profiles.map((link) => link.textContent?.trim())).toEqual([
      `Profil von Anna Beispiel auf LinkedIn${commonContent.opensInNewTab}`,
      `Profil von Marco Muster auf LinkedIn${commonContent.opensInNewTab}`,
      `Profil von Laura Exempel auf LinkedIn${commonContent.opensInNewTab}`,
    ]);
    for (const link of profiles) await expect(link).toHaveAttribute('target', '_blank');
  },
};
