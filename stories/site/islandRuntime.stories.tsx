import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import { hydrateIsland } from '../../src/site/islandRuntime';
import { IslandProviders, IslandTree } from '../../src/site/IslandProviders';
import { ISLAND_HYDRATED_ATTRIBUTE, islandIdPrefix } from '../../src/components/islandMarks';
import { SelfCheck } from '../../src/sections/academy/SelfCheck';
import { integrationSpies } from '../support/integrationSpies';
import { storyAddressBar } from '../support/storyAddress';
import { contentFor } from '../../src/content/siteContent';

const german = contentFor('de-CH');
const { selfCheck } = german.academy.academyContent.outcomes;
const labels = german.shell.shell.common;

export interface PrerenderedThenHydratedProps {
  /** The island's index on the page: the prefix of every id React gives it, on the server and in the browser alike. */
  index: number;
}

/**
 * The island runtime as a page meets it: the island's HTML as the
 * prerenderer writes it (the same providers and ids), then hydrated on a
 * root of its own by `hydrateIsland`. Until then the checkboxes are plain
 * HTML that no script answers.
 */
function PrerenderedThenHydrated({ index }: PrerenderedThenHydratedProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current!;
    const tree = (
      <IslandProviders integrations={integrationSpies} locale="de-CH" labels={labels} address={storyAddressBar}>
        <IslandTree component={SelfCheck as never} props={{ content: selfCheck }} />
      </IslandProviders>
    );
    element.innerHTML = renderToString(tree, { identifierPrefix: islandIdPrefix(index) });
    hydrateIsland(element, SelfCheck as never, { content: selfCheck }, index, { integrations: integrationSpies, locale: 'de-CH', labels });
  }, [index]);
  return <div ref={root} />;
}

const meta = {
  title: 'Site/islandRuntime',
  component: PrerenderedThenHydrated,
  parameters: { layout: 'padded' },
  args: { index: 3 },
} satisfies Meta<typeof PrerenderedThenHydrated>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hydrated without a mismatch: the root says so (`data-island-hydrated`),
 * the prerendered checkboxes are kept, not replaced, and a tick is answered.
 */
export const HydratedFromPrerenderedHtml: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const first = await canvas.findByRole('checkbox', { name: selfCheck.statements[0] });
    await waitFor(() => expect(canvasElement.querySelector(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).not.toBeNull());
    await expect(canvas.getByRole('checkbox', { name: selfCheck.statements[0] })).toBe(first);
    const ids = Array.from(canvasElement.querySelectorAll(`[${ISLAND_HYDRATED_ATTRIBUTE}] [id]`), (element) => element.id);
    await expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await expect(id).toContain(islandIdPrefix(3));
    await userEvent.click(first);
    await expect(canvas.getByRole('status')).toHaveTextContent(selfCheck.status.notYet);
    // The picture shows the answer, not whether Chromium rings a field focused by a script (it decides by the last real input).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
