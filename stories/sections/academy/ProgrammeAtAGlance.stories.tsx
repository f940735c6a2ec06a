import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgrammeAtAGlance } from '../../../src/sections/academy/ProgrammeAtAGlance';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/ProgrammeAtAGlance',
  component: ProgrammeAtAGlance,
  parameters: { layout: 'fullscreen' },
  args: { content: academyContent.atAGlance },
} satisfies Meta<typeof ProgrammeAtAGlance>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: academyContent.atAGlance.title });
    for (const value of ['10 Wochen in zwei Phasen', 'Remote-first, live per Video', 'Schweizer Zeit (MEZ/MESZ)', 'In einer Kohorte mit anderen Teams', 'Deutsch']) {
      await expect(within(region).getByText(value)).toBeVisible();
    }
  },
};
