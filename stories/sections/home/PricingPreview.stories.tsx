import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PricingPreview } from '../../../src/sections/home/PricingPreview';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { homeContent } = contentFor('de-CH').home;
const { planCardLabels, plans } = contentFor('de-CH').plans;

const meta = {
  title: 'Sections/Home/PricingPreview',
  component: PricingPreview,
  parameters: { layout: 'fullscreen' },
  args: { content: homeContent.pricing, plans, labels: planCardLabels },
  render: (args) => (
    <>
      <PricingPreview {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof PricingPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: homeContent.pricing.title });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('Demnächst');
    await expect(cards[1]).toHaveTextContent('CHF 700');
    await expect(cards[2]).toHaveTextContent('ab CHF 2’500');

    await userEvent.click(canvas.getByRole('link', { name: 'Auf die Warteliste' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('waitlist_clicked_pricing');
    await userEvent.click(canvas.getByRole('link', { name: 'Enterprise anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('enterprise_inquiry_clicked_pricing');
    await userEvent.click(canvas.getByRole('link', { name: 'Business anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('intro_offer_clicked_pricing');
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledTimes(3);

    await userEvent.click(canvas.getByRole('link', { name: 'Alle Details zu den Preisen' }));
    await expectLocation(canvas, '/de/pricing');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
