import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IntroCallAgenda } from '../../../src/sections/freeSession/IntroCallAgenda';
import { contentFor } from '../../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const meta = {
  title: 'Sections/FreeSession/IntroCallAgenda',
  component: IntroCallAgenda,
  args: { content: freeSessionContent.agenda },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IntroCallAgenda>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: freeSessionContent.agenda.title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // In the order of the call, each with its title as a heading.
    for (const [index, step] of freeSessionContent.agenda.steps.entries()) {
      await expect(within(items[index]!).getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    }
  },
};

export const Phone: Story = {
  parameters: { visual: { viewport: { width: 390, height: 900 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: freeSessionContent.agenda.title })).toBeVisible();
  },
};
