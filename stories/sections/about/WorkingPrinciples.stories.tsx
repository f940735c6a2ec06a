import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WorkingPrinciples } from '../../../src/sections/about/WorkingPrinciples';
import { contentFor } from '../../../src/content/siteContent';

const { aboutContent } = contentFor('de-CH').about;

const { principles } = aboutContent;

const meta = {
  title: 'Sections/About/WorkingPrinciples',
  component: WorkingPrinciples,
  args: { content: principles },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WorkingPrinciples>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: principles.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Gemeinsam gestalten', 'Offene Prozesse', 'Datenschutz, konsequent umgesetzt']) {
      await expect(within(list).getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(within(list).getByText(/Servern in der Schweiz/)).toBeVisible();
  },
};
