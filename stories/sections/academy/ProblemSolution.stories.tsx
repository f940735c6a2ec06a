import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProblemSolution } from '../../../src/sections/academy/ProblemSolution';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/ProblemSolution',
  component: ProblemSolution,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  args: { content: academyContent.problemSolution },
} satisfies Meta<typeof ProblemSolution>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: problem, solution and result, in this order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: academyContent.problemSolution.title })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent(/^Problem/);
    await expect(steps[1]).toHaveTextContent(/^Lösung/);
    await expect(steps[2]).toHaveTextContent(/^Ergebnis/);
  },
};
