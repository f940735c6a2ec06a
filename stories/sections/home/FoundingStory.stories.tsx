import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FoundingStory } from '../../../src/sections/home/FoundingStory';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Home/FoundingStory',
  component: FoundingStory,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.foundingStory },
  render: (args) => (
    <>
      <FoundingStory {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof FoundingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Kostenloses Erstgespräch' })).toBeVisible();
    await expect(canvas.getByText('30 Minuten')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Erstgespräch buchen' }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
