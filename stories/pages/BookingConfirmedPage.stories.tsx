import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BookingConfirmedPage } from '../../src/pages/BookingConfirmedPage';
import { integrationSpies } from '../support/integrationSpies';
import { pageInLanguage } from '../support/languagePage';
import { IN_DARK, DARK_PAGE_PARAMETERS, readsDark } from '../support/darkPage';
import { contentFor } from '../../src/content/siteContent';

const pageContent = contentFor('de-CH').pages.bookingConfirmed;

const meta = {
  title: 'Pages/BookingConfirmed',
  component: BookingConfirmedPage,
  args: { content: pageContent },
  parameters: { layout: 'fullscreen', route: '/de/booking-confirmed' },
} satisfies Meta<typeof BookingConfirmedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutMarketingConsent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(integrationSpies.marketing.reportBookingConversion).not.toHaveBeenCalled();
  },
};

export const WithMarketingConsent: Story = {
  parameters: { consent: { choice: { functional: false, analytics: false, marketing: true } }, visual: { disable: true } },
  play: async () => {
    await waitFor(() => expect(integrationSpies.marketing.reportBookingConversion).toHaveBeenCalledOnce());
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
