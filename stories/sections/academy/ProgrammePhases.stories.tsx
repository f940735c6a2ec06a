import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgrammePhases } from '../../../src/sections/academy/ProgrammePhases';
import { contentFor } from '../../../src/content/siteContent';

const { academyContent } = contentFor('de-CH').academy;

const meta = {
  title: 'Sections/Academy/ProgrammePhases',
  component: ProgrammePhases,
  parameters: { layout: 'fullscreen', visual: { disable: true } },
  args: { content: academyContent.programme },
} satisfies Meta<typeof ProgrammePhases>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictured in the page stories; here: the spec's weeks and times of TEACH and BUILD. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [teach, build] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(within(teach).getByRole('heading', { name: 'TEACH' })).toBeVisible();
    await expect(teach).toHaveTextContent('Wochen 1–4');
    await expect(teach).toHaveTextContent('24 Stunden live');
    await expect(teach).toHaveTextContent('8 Sessions à 3 Stunden');
    await expect(teach).toHaveTextContent('Dienstag und Donnerstag, 14:00–17:00 Uhr');
    await expect(within(build).getByRole('heading', { name: 'BUILD' })).toBeVisible();
    await expect(build).toHaveTextContent('Wochen 5–10');
    await expect(build).toHaveTextContent('Dienstag, 16:00–18:00 Uhr');
    await expect(build).toHaveTextContent('Freitag, 12:00–13:00 Uhr');
    await expect(canvas.getByText(academyContent.programme.timeZoneNote)).toBeVisible();
  },
};
