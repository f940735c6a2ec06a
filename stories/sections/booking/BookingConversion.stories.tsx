import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BookingConversion } from '../../../src/sections/booking/BookingConversion';
import { integrationSpies, setConsent } from '../../support/integrationSpies';

/** Renders nothing; fires the booking conversion once, with marketing consent only. */
const meta = {
  title: 'Sections/Booking/BookingConversion',
  component: BookingConversion,
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof BookingConversion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutMarketingConsent: Story = {
  play: async () => {
    await expect(integrationSpies.marketing.reportBookingConversion).not.toHaveBeenCalled();
  },
};

export const ConsentGivenOnThePage: Story = {
  parameters: { consent: { status: 'pending', decidedAt: null } },
  play: async () => {
    await expect(integrationSpies.marketing.reportBookingConversion).not.toHaveBeenCalled();
    setConsent({ status: 'decided', choice: { functional: false, analytics: false, marketing: true } });
    await waitFor(() => expect(integrationSpies.marketing.reportBookingConversion).toHaveBeenCalledOnce());
    // Another consent update does not fire it twice.
    setConsent({ choice: { functional: true, analytics: false, marketing: true } });
    await expect(integrationSpies.marketing.reportBookingConversion).toHaveBeenCalledOnce();
  },
};
