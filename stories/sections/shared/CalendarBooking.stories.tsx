import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CalendarBooking } from '../../../src/sections/shared/CalendarBooking';
import { calendarAnchor, contactConversation } from '../../../src/content/booking';
import { integrationSpies } from '../../support/integrationSpies';
import { contentFor } from '../../../src/content/siteContent';

const { contactContent } = contentFor('de-CH').contact;
const { bookingEmbedContent } = contentFor('de-CH').booking;

const meta = {
  title: 'Sections/Shared/CalendarBooking',
  component: CalendarBooking,
  args: { content: contactContent.conversation, calendar: contactConversation, embedContent: bookingEmbedContent, titleId: 'contact-conversation-title', anchorId: calendarAnchor },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CalendarBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: contactContent.conversation.title })).toBeVisible();
    for (const fact of contactContent.conversation.facts) await expect(canvas.getByText(fact)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
  },
};

export const CalendarShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender anzeigen' }));
    await waitFor(() => expect(canvas.getByTestId('fake-calendar')).toBeVisible());
    await expect(integrationSpies.booking.loadCalendar).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  parameters: { visual: { viewport: { width: 375, height: 800 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
  },
};
