import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClosingCta } from '../../../src/sections/shared/ClosingCta';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;

const meta = {
  title: 'Sections/Shared/ClosingCta',
  component: ClosingCta,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.closingCta },
  render: (args) => (
    <>
      <ClosingCta {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof ClosingCta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: homeContent.closingCta.email })).toHaveAttribute('href', `mailto:${homeContent.closingCta.email}`);
    await userEvent.click(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch buchen' }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
