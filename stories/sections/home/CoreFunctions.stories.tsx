import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CoreFunctions } from '../../../src/sections/home/CoreFunctions';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/CoreFunctions',
  component: CoreFunctions,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.coreFunctions },
} satisfies Meta<typeof CoreFunctions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: homeContent.coreFunctions.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(list).getByRole('heading', { name: 'Übersetzen' })).toBeVisible();
  },
};
