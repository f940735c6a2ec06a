/*
 * The marks of a booking embed's prerendered prompt
 * (src/sections/shared/bookingEmbed/BookingEmbed.tsx), by which the
 * behaviour `bookingEmbeds` (src/site/behaviours/bookingEmbeds.ts) runs it.
 */

/** On the embed's frame, its Cal.com namespace; `data-cal-link` beside it names the event, `data-phase` the phase. */
export const BOOKING_EMBED_ATTRIBUTE = 'data-booking-embed';
/** On «Kalender anzeigen» and «Erneut versuchen»: both load the calendar. */
export const BOOKING_SHOW_ATTRIBUTE = 'data-booking-show';
/** Where the embed says what it is doing (inside its `role=status`). */
export const BOOKING_STATUS_ATTRIBUTE = 'data-booking-status';
