import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlanCard } from '../../../src/sections/shared/PlanCard';
import { applyIntroOffer } from '../../../src/lib/introOffer';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { businessPlan, businessIntroOffer, enterprisePlan, individualPlan, planCardLabels } = contentFor('de-CH').plans;

const meta = {
  title: 'Sections/Shared/PlanCard',
  component: PlanCard,
  args: { plan: enterprisePlan, labels: planCardLabels },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <PlanCard {...args} />
      <LocationDisplay />
    </div>
  ),
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Enterprise' });
    await expect(card).toHaveTextContent('ab CHF 2’500');
    await expect(card).toHaveTextContent('exkl. MWST');
    await userEvent.click(canvas.getByRole('link', { name: 'Enterprise anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('enterprise_inquiry_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Highlighted: Story = {
  args: { plan: businessPlan },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Business' });
    await expect(within(card).getByText('Empfohlen')).toBeVisible();
    await expect(card).toHaveTextContent('CHF 700');
    await expect(card).toHaveTextContent('Einmalige Onboarding-Gebühr: CHF 2’500');
    await expect(card).toHaveTextContent('Jede weitere Person CHF 20 pro Monat');
    await expect(card).not.toHaveTextContent('525');

    await userEvent.click(canvas.getByRole('link', { name: 'Kostenloses Erstgespräch' }));
    await expect(integrationSpies.chat.trackEvent).not.toHaveBeenCalled();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');

    await userEvent.click(canvas.getByRole('link', { name: 'Business anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('intro_offer_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ComingSoon: Story = {
  args: { plan: individualPlan },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Individual' });
    await expect(within(card).getByText('Demnächst')).toBeVisible();
    await expect(card).toHaveTextContent('ab CHF 19');
    await userEvent.click(canvas.getByRole('link', { name: 'Auf die Warteliste' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledOnce();
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('waitlist_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The card as it looked on the last day of the introductory offer (30 June 2025): the offer's price, its note and its button, from the plans' words, so the toolbar's languages show theirs. */
export const WithOldPriceAndSavingsNote: Story = {
  args: { plan: applyIntroOffer(businessPlan, businessIntroOffer, businessIntroOffer.bookableUntil) },
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Business' });
    await expect(card.querySelector('s')).toHaveTextContent('Bisher CHF 700');
    await expect(card).toHaveTextContent('CHF 525');
    // The figures are set with narrow no-break spaces; the matcher reads them as spaces.
    await expect(card).toHaveTextContent((args.plan.savingsNote ?? '').replace(/\s+/g, ' '));
    await userEvent.click(canvas.getByRole('link', { name: args.plan.buttonText }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenCalledWith('intro_offer_clicked_pricing');
    await expectLocation(canvas, '/de/contact');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithExcludedFeatures: Story = {
  args: { plan: individualPlan },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Individual' });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(/^Chat mit Modellwahl$/);
    await expect(items[3]).toHaveTextContent('Nicht enthalten: Eigene Wissensdatenbank (RAG)');
    await expect(items[4]).toHaveTextContent('Nicht enthalten: Teamverwaltung und Assistenten für das Team');
  },
};
