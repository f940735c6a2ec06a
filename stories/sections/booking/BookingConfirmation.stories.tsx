import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingConfirmation } from '../../../src/sections/booking/BookingConfirmation';
import { contentFor } from '../../../src/content/siteContent';

const { bookingConfirmedContent } = contentFor('de-CH').bookingConfirmed;

const meta = {
  title: 'Sections/Booking/BookingConfirmation',
  component: BookingConfirmation,
  args: { content: bookingConfirmedContent },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BookingConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: bookingConfirmedContent.title })).toBeVisible();
    await expect(canvas.getByText(bookingConfirmedContent.lead)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 800 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
  },
};
