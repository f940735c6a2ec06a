import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PricingPage } from '../../src/pages/PricingPage';
import { integrationSpies } from '../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../support/LocationDisplay';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';
import { accordionItem, expectOpen } from '../support/accordion';

const pageContent = contentFor('de-CH').pages.pricing;
const { pricingContent } = contentFor('de-CH').pricing;

const meta = {
  title: 'Pages/Pricing',
  component: PricingPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/pricing' },
  // The site layout puts every page inside <main>; the story does the same.
  render: (args) => (
    <>
      <main>
        <PricingPage {...args} />
      </main>
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof PricingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page as built today (after 30 June 2025): the introductory price has
 * ended, so Business shows CHF 700 and nothing mentions CHF 525.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent('exkl. MWST');
    await expect(main).not.toHaveTextContent('525');
    await expect(main).not.toHaveTextContent('Einführungspreis');

    // The three plans, each button with its chat event.
    const plans = canvas.getByRole('list', { name: pricingContent.plans.title });
    await expect(within(plans).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(within(plans).getByRole('link', { name: 'Auf die Warteliste' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('waitlist_clicked_pricing');
    await userEvent.click(within(plans).getByRole('link', { name: 'Business anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('intro_offer_clicked_pricing');
    await userEvent.click(within(plans).getByRole('link', { name: 'Enterprise anfragen' }));
    await expect(integrationSpies.chat.trackEvent).toHaveBeenLastCalledWith('enterprise_inquiry_clicked_pricing');
    await expectLocation(canvas, '/de/contact');

    // The pricing FAQ keeps both readings of the extra user: CHF 20 on the card, CHF 15 here.
    const priceRules = canvas.getByRole('list', { name: pricingContent.priceRules.title });
    await expect(priceRules).toHaveTextContent('CHF 20 pro Monat');
    await expect(within(plans).getByRole('article', { name: 'Business' })).toHaveTextContent('CHF 20 pro Monat');

    // The estimator counts.
    await userEvent.type(canvas.getByLabelText('Businessplan-Analysen'), '5');
    await expect(canvas.getByTestId('token-total')).toHaveTextContent('15’000 Tokens');

    // The FAQ accordion keeps one answer open.
    const faq = canvas.getByRole('region', { name: pricingContent.faq.title });
    await userEvent.click(accordionItem(within(faq), pricingContent.faq.items[0]!.question).summary);
    await userEvent.click(accordionItem(within(faq), pricingContent.faq.items[2]!.question).summary);
    await expectOpen(within(faq), pricingContent.faq.items[2]!.question);
    await expect(faq.querySelectorAll('details[open]')).toHaveLength(1);

    // The closing call to action reports the conversion.
    const cta = canvas.getByRole('region', { name: pricingContent.closingCta.title });
    await userEvent.click(within(cta).getByRole('link', { name: pricingContent.closingCta.cta.label }));
    await expect(integrationSpies.reportConversion).toHaveBeenCalledOnce();
    await expect(integrationSpies.reportConversion).toHaveBeenCalledWith('/de/free-session');
    await expectLocation(canvas, '/de/free-session');
    // Leave no focus ring in the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 390, height: 844 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The page in French on a phone: French runs longer than German, and every line still fits. */
export const FrenchPhone: Story = pageInLanguage('fr-CH');

/** The page in Italian on a phone: the third national language, its words and formats, and every line still fits. */
export const ItalianPhone: Story = pageInLanguage('it-CH');

/** The page in English on a phone, for the international organisations and teams in Switzerland. */
export const EnglishPhone: Story = pageInLanguage('en-CH');

/** The page in the dark theme on a phone: every section on its dark surfaces, no light band left. */
export const Dark: Story = {
  globals: IN_DARK,
  parameters: DARK_PAGE_PARAMETERS,
  play: readsDark,
};
