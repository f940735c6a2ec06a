import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Island, IslandCollector, IslandCollectorContext } from '../../src/components/Island';
import { ISLAND_ATTRIBUTE, ISLAND_INDEX_ATTRIBUTE } from '../../src/components/islandMarks';
import { SelfCheck, type SelfCheckProps } from '../../src/sections/academy/SelfCheck';
import { contentFor } from '../../src/content/siteContent';

const { selfCheck } = contentFor('de-CH').academy.academyContent.outcomes;

/** The Academy's self-check, the smallest island, placed as the build writes it (the build adds `source` to a placement in src/). */
const meta = {
  title: 'Components/Island',
  component: Island<SelfCheckProps>,
  parameters: { layout: 'padded' },
  args: { component: SelfCheck, props: { content: selfCheck }, source: 'sections/academy/SelfCheck' },
} satisfies Meta<typeof Island<SelfCheckProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the browser without a prerenderer (Storybook), the island is its
 * component in place, under a root that names it and takes no box of its
 * own: the self-check answers at once.
 */
export const InPlace: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.querySelector(`[${ISLAND_ATTRIBUTE}="sections/academy/SelfCheck"]`)!;
    await expect(root).not.toBeNull();
    await expect(getComputedStyle(root).display).toBe('contents');
    await userEvent.click(canvas.getByRole('checkbox', { name: selfCheck.statements[0] }));
    await expect(canvas.getByRole('status')).toHaveTextContent(selfCheck.status.notYet);
    // The picture shows the answer, not whether Chromium rings a field focused by a script (it decides by the last real input).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The collector of one prerender, kept for the play function to read. */
const collector = new IslandCollector();

/**
 * As the prerenderer meets it: an empty root with the island's index, which
 * the prerenderer fills with the island's own HTML; the collector records
 * the island once, however often React renders it. No picture: the root is
 * empty until the prerenderer writes into it.
 */
export const AsPrerendered: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => (
    <IslandCollectorContext.Provider value={collector}>
      <Island {...args} />
    </IslandCollectorContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector(`[${ISLAND_ATTRIBUTE}="sections/academy/SelfCheck"]`)!;
    await expect(root).toHaveAttribute(ISLAND_INDEX_ATTRIBUTE, '0');
    await expect(within(root as HTMLElement).queryByRole('checkbox')).toBeNull();
    await expect(collector.islands.map((island) => island.source)).toEqual(['sections/academy/SelfCheck']);
    await expect(collector.islands[0]!.props).toEqual({ content: selfCheck });
  },
};
