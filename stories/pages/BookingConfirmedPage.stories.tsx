import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BookingConfirmedPage } from '../../src/pages/BookingConfirmedPage';
import { integrationSpies } from '../support/integrationSpies';

const meta = {
  title: 'Pages/BookingConfirmed',
  component: BookingConfirmedPage,
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
