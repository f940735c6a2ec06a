import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from '../../../src/sections/home/HowItWorks';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/HowItWorks',
  component: HowItWorks,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.howItWorks },
} satisfies Meta<typeof HowItWorks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: homeContent.howItWorks.title });
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('Erstgespräch');
    await expect(steps[3]).toHaveTextContent('Betrieb und Support');
  },
};
