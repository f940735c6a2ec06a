import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TabSet } from '../../src/components/TabSet';

const tabs = [
  { id: 'curl', label: 'curl', content: <p>Die Anfrage als Befehl für das Terminal.</p> },
  { id: 'javascript', label: 'JavaScript', content: <p>Die Anfrage mit fetch, im Browser oder in Node.js.</p> },
  { id: 'python', label: 'Python', content: <p>Die Anfrage mit der offiziellen Python-Bibliothek.</p> },
];

/**
 * Tabs the platform runs: radio buttons drawn as tabs, each showing its
 * panel by CSS, so they answer from the first paint with no script. The
 * shown panel is a group named by its tab.
 */
const meta = {
  title: 'Components/TabSet',
  component: TabSet,
  args: { tabs, label: 'Sprache des Beispiels' },
} satisfies Meta<typeof TabSet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Sprache des Beispiels' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'curl' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'curl' })).toHaveTextContent('Terminal');
    // The other panels are in the page, out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('group', { name: 'Python' })).toBeNull();
    await expect(canvas.getByText(/offiziellen Python-Bibliothek/)).not.toBeVisible();
  },
};

export const ChosenByClick: Story = {
  args: { onValueChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('JavaScript'));
    await expect(canvas.getByRole('radio', { name: 'JavaScript' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'JavaScript' })).toHaveTextContent('fetch');
    await expect(canvas.getByText(/Befehl für das Terminal/)).not.toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledWith('javascript');
  },
};

/** Tab reaches the chosen tab; the arrow keys move and choose at once, wrapping at the end. */
export const ChosenByArrowKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'curl' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Python' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Python' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'curl' })).toBeChecked();
  },
};

/** A click alone (a script, voice control) chooses as a press does: no script decides what shows. */
export const ClickAloneChooses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    canvas.getByText('Python').click();
    await expect(canvas.getByRole('radio', { name: 'Python' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Python' })).toBeVisible();
  },
};

export const StartsOnAnother: Story = {
  args: { defaultTabId: 'python' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Python' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Python' })).toBeVisible();
  },
};
