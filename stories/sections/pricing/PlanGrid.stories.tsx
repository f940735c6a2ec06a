import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanGrid } from '../../../src/sections/pricing/PlanGrid';
import { applyIntroOffer, runningOffer } from '../../../src/lib/introOffer';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;
const { businessIntroOffer, planCardLabels, plans } = contentFor('de-CH').plans;

/** The grid as the site builds it on a given day: fixed days keep the stories steady. */
const onDay = (today: string) => ({
  plans: plans.map((plan) => applyIntroOffer(plan, businessIntroOffer, today)),
  introOffer: runningOffer(businessIntroOffer, today),
});

const meta = {
  title: 'Sections/Pricing/PlanGrid',
  component: PlanGrid,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.plans, labels: planCardLabels, ...onDay('2026-11-20') },
  render: (args) => (
    <>
      <PlanGrid {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof PlanGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the offer ended on 30 June 2025, Business shows its regular CHF 700. */
export const IntroOfferEnded: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: pricingContent.plans.title });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const [individual, business, enterprise] = cards as [HTMLElement, HTMLElement, HTMLElement];
    await expect(individual).toHaveTextContent('Demnächst');
    await expect(individual).toHaveTextContent('ab CHF 19');
    await expect(business).toHaveTextContent('CHF 700');
    await expect(business).toHaveTextContent('35 Nutzerinnen und Nutzer inklusive (Minimum)');
    await expect(business).toHaveTextContent('Jede weitere Person CHF 20 pro Monat');
    await expect(business).toHaveTextContent('Einmalige Onboarding-Gebühr: CHF 2’500');
    await expect(business).toHaveTextContent('10 Millionen Tokens pro Monat');
    await expect(business.querySelector('s')).toBeNull();
    await expect(enterprise).toHaveTextContent('ab CHF 2’500');
    await expect(list).not.toHaveTextContent('525');
    await expect(canvas.queryByText(/Einführungspreis/)).toBeNull();
    await expect(canvas.getByText(/Alle Preise in Schweizer Franken, exkl\. MWST/)).toBeVisible();

    await userEvent.click(within(individual).getByRole('link', { name: 'Auf die Warteliste' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('waitlist_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    await userEvent.click(within(business).getByRole('link', { name: 'Business anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('intro_offer_clicked_pricing');
    await userEvent.click(within(enterprise).getByRole('link', { name: 'Enterprise anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('enterprise_inquiry_clicked_pricing');
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledTimes(3);
    await expect(integrationSpies.reportConversion).not.toHaveBeenCalled();
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A day in June 2025: CHF 525 instead of 700, guaranteed for 12 billing months. */
export const RunningIntroOffer: Story = {
  args: onDay('2025-06-01'),
  play: async ({ canvas, userEvent }) => {
    const business = canvas.getByRole('article', { name: 'Business' });
    await expect(business.querySelector('s')).toHaveTextContent('Bisher CHF 700');
    await expect(business).toHaveTextContent('CHF 525');
    await expect(within(business).getByText(/Sie sparen CHF\s175 pro Monat, 12 Monate garantiert/)).toBeVisible();
    await expect(canvas.getByText(/bei Buchung bis 30\. Juni 2025, garantiert für die ersten 12 Abrechnungsmonate/)).toBeVisible();
    // The other plans do not change.
    await expect(canvas.getByRole('article', { name: 'Enterprise' })).toHaveTextContent('ab CHF 2’500');

    await userEvent.click(within(business).getByRole('link', { name: 'Einführungspreis sichern' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('intro_offer_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
