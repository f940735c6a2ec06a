/**
 * Marks the page of a completed booking: with marketing consent, given
 * before or on the page, the booking's ad conversion fires once
 * (src/site/consent/consentedServices.ts).
 */
export const BOOKING_CONVERSION_ATTRIBUTE = 'data-booking-conversion';
