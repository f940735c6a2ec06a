import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceRules } from '../../../src/sections/pricing/PriceRules';
import { contentFor } from '../../../src/content/siteContent';

const { pricingContent } = contentFor('de-CH').pricing;

const meta = {
  title: 'Sections/Pricing/PriceRules',
  component: PriceRules,
  parameters: { layout: 'fullscreen' },
  args: { content: pricingContent.priceRules, introOfferRunning: false },
} satisfies Meta<typeof PriceRules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the introductory price has ended and is not mentioned. */
export const IntroOfferEnded: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: pricingContent.priceRules.title });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(pricingContent.priceRules.items.length - 1);
    await expect(list).toHaveTextContent('Jede weitere Person kostet CHF 20 pro Monat');
    await expect(list).toHaveTextContent('80 % des monatlichen Kontingents');
    await expect(list).toHaveTextContent('Ein Upgrade ist jederzeit möglich');
    await expect(list).toHaveTextContent('Downgrade ist auf das Ende der Vertragslaufzeit');
    await expect(list).toHaveTextContent('pro weitere 1 Million Tokens');
    await expect(list).toHaveTextContent('Non-Profit');
    await expect(list).toHaveTextContent('exkl. MWST');
    await expect(canvas.queryByRole('heading', { name: 'Was gilt beim Einführungspreis?' })).toBeNull();
    await expect(list).not.toHaveTextContent('525');
  },
};

/** While the offer runs, its question comes first. */
export const RunningIntroOffer: Story = {
  args: { introOfferRunning: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: pricingContent.priceRules.title });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(pricingContent.priceRules.items.length);
    await expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Was gilt beim Einführungspreis?');
    await expect(items[0]).toHaveTextContent('bis 30. Juni 2025 buchen, zahlen CHF 525 statt CHF 700 pro Monat');
    await expect(items[0]).toHaveTextContent('für 12 Abrechnungsmonate garantiert');
  },
};
