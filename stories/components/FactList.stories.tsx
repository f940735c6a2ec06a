import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactList } from '../../src/components/FactList';
import { contentFor } from '../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;
const { academyContent } = contentFor('de-CH').academy;

const checked = ['Hosting in Zürich', 'DSG- und DSGVO-konform', 'Kostenlos und unverbindlich'];

const meta = {
  title: 'Components/FactList',
  component: FactList,
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  args: { items: checked },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Side by side: all on one line at this width.
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[2]!.getBoundingClientRect().top);
  },
};

export const InlineDivided: Story = {
  args: { items: checked, divided: true },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).borderTopStyle).toBe('solid');
  },
};

export const Stacked: Story = {
  args: { items: checked, layout: 'stacked' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom - 1);
  },
};

/** Labelled facts as figures (the home page's Academy teaser): two to a row, each value large over its label. */
export const LabelledFigures: Story = {
  args: { facts: homeContent.academy.facts, look: 'figures', spaceAbove: 3 },
  play: async ({ canvas }) => {
    // A description list: each label a term, each value its description.
    const [firstLabel, secondLabel] = canvas.getAllByRole('term');
    const [firstValue] = canvas.getAllByRole('definition');
    await expect(canvas.getAllByRole('term')).toHaveLength(homeContent.academy.facts.length);
    await expect(firstLabel).toHaveTextContent(homeContent.academy.facts[0]!.label);
    // The value shows above its label, and two facts share a row.
    await expect(firstValue!.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstLabel!.getBoundingClientRect().top + 1);
    await expect(secondLabel!.getBoundingClientRect().top).toBe(firstLabel!.getBoundingClientRect().top);
  },
};

/** Labelled facts as tiles (the Academy's programme at a glance): the label over the value, as many tiles to a row as fit. */
export const LabelledTiles: Story = {
  args: { facts: academyContent.atAGlance.facts, look: 'tiles', spaceAbove: 6 },
  play: async ({ canvas }) => {
    const [firstLabel] = canvas.getAllByRole('term');
    const [firstValue] = canvas.getAllByRole('definition');
    await expect(canvas.getAllByRole('term')).toHaveLength(academyContent.atAGlance.facts.length);
    await expect(firstLabel).toHaveTextContent(academyContent.atAGlance.facts[0]!.label);
    // The label over its value.
    await expect(firstValue!.getBoundingClientRect().top).toBeGreaterThanOrEqual(firstLabel!.getBoundingClientRect().bottom - 1);
  },
};
