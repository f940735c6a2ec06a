import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgrammeOutcomes } from '../../../src/sections/academy/ProgrammeOutcomes';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/ProgrammeOutcomes',
  component: ProgrammeOutcomes,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  args: { content: academyContent.outcomes },
} satisfies Meta<typeof ProgrammeOutcomes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: what remains, beside the self-check (its states have their own stories). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: academyContent.outcomes.title })).toBeVisible();
    for (const outcome of academyContent.outcomes.outcomes) await expect(canvas.getByText(outcome)).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
  },
};
