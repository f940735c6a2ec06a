/** The booking calendar’s words in English (contact, free-consultation and Academy pages); the e-mail address and phone number it offers are the operator’s. */
import type { BookingWords } from '../booking';

export const bookingWords = {
  title: 'Book a time online',
  text: 'See which times are free and book straight away. We confirm by email.',
  privacyNote: 'The calendar is provided by Cal.com and only loads once you choose to show it. Technical data such as your IP address is then passed to Cal.com.',
  showCalendar: 'Show calendar',
  loading: 'Loading calendar…',
  failed: 'The calendar can’t be loaded at the moment. You can book your appointment directly on Cal.com instead.',
  retry: 'Try again',
  fallbackLink: 'Open the booking page on Cal.com',
  unavailable: {
    title: 'Online booking is currently unavailable',
    text: 'Write to us or give us a call, and we’ll be glad to suggest a time:',
  },
} as const satisfies BookingWords;
