import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BookingEmbed } from '../../../src/sections/shared/bookingEmbed/BookingEmbed';
import { contactConversation, introCall } from '../../../src/content/booking';
import { operator } from '../../../src/content/operator';
import { integrationSpies } from '../../support/integrationSpies';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';

const { bookingEmbedContent } = contentFor('de-CH').booking;

/**
 * Cal.com's scheduler behind a consent prompt and a plain link: prerendered
 * markup that the behaviour `bookingEmbeds` runs. In stories a stand-in
 * scheduler (`parameters.calendar`: ready, failed or pending) replaces
 * Cal.com.
 */
const meta = {
  title: 'Sections/Shared/BookingEmbed',
  component: BookingEmbed,
  args: { ...contactConversation, content: bookingEmbedContent, id: 'calendar' },
  render: (args) => (
    <>
      <BookingEmbed {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof BookingEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

const fallbackHref = `${operator.cal.origin}/${operator.cal.conversation.link}`;

export const LinkOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kalender anzeigen' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ });
    await expect(link).toHaveAttribute('href', fallbackHref);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(/lädt erst, wenn Sie ihn anzeigen/)).toBeVisible();
    // Without a click or functional consent nothing is requested.
    await expect(integrationSpies.booking.loadCalendar).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { calendar: 'pending' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const frame = canvasElement.querySelector<HTMLElement>('#calendar')!;
    const height = frame.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender anzeigen' }));
    await expect(await canvas.findByText('Kalender wird geladen …')).toBeVisible();
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ })).toBeVisible();
    await expect(frame.getBoundingClientRect().height).toBe(height);
  },
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const frame = canvasElement.querySelector<HTMLElement>('#calendar')!;
    const height = frame.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender anzeigen' }));
    await expect(integrationSpies.booking.loadCalendar).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByTestId('fake-calendar')).toBeVisible());
    await expect(canvas.getByText(/team\/example\/kennenlernen/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Kalender anzeigen' })).toBeNull());
    await expect(frame.getBoundingClientRect().height).toBe(height);
  },
};

export const Failed: Story = {
  parameters: { calendar: 'failed' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender anzeigen' }));
    await expect(await canvas.findByText(/Der Kalender lässt sich gerade nicht laden/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ })).toHaveAttribute('href', fallbackHref);
    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(integrationSpies.booking.loadCalendar).toHaveBeenCalledTimes(2);
  },
};

export const MissingLink: Story = {
  args: { calLink: undefined },
  render: (args) => (
    <>
      <p>Der Rest der Seite bleibt stehen.</p>
      <BookingEmbed {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Online-Buchung gerade nicht verfügbar');
    await expect(canvas.getByRole('link', { name: operator.email })).toHaveAttribute('href', `mailto:${operator.email}`);
    await expect(canvas.getByText('Der Rest der Seite bleibt stehen.')).toBeVisible();
    await expect(integrationSpies.booking.loadCalendar).not.toHaveBeenCalled();
  },
};

/** A click alone on «Kalender anzeigen» (a script, voice control), with no press before it, loads the calendar as a tap does. */
export const ClickAloneShowsTheCalendar: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Kalender anzeigen' }).click();
    await waitFor(() => expect(integrationSpies.booking.loadCalendar).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByTestId('fake-calendar')).toBeVisible());
  },
};

export const LoadsInViewWithFunctionalConsent: Story = {
  // Behaviour only: its picture equals Loaded, which keeps the screenshot.
  parameters: { consent: { choice: { functional: true, analytics: false, marketing: false } }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(integrationSpies.booking.loadCalendar).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.getByTestId('fake-calendar')).toBeVisible());
  },
};

export const BookingLeadsToConfirmation: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender anzeigen' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Termin verbindlich buchen' }));
    await expectLocation(canvas, '/de/booking-confirmed');
  },
};

export const IntroCall: Story = {
  args: { ...introCall },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Buchungsseite bei Cal.com öffnen/ })).toHaveAttribute(
      'href',
      `${operator.cal.origin}/${operator.cal.introCall.link}`,
    );
  },
};
