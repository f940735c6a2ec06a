import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IntroCallBenefits } from '../../../src/sections/freeSession/IntroCallBenefits';
import { contentFor } from '../../../src/content/siteContent';

const { freeSessionContent } = contentFor('de-CH').freeSession;

const meta = {
  title: 'Sections/FreeSession/IntroCallBenefits',
  component: IntroCallBenefits,
  args: { content: freeSessionContent.benefits },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IntroCallBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: freeSessionContent.benefits.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Schweizer Datensicherheit', 'Praxisnaher Einsatz', 'Menschliche Begleitung']) {
      await expect(within(list).getByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};
