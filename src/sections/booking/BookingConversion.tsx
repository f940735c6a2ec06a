import { BOOKING_CONVERSION_ATTRIBUTE } from '../../components/behaviours/bookingConversion';

/**
 * Marks the page of a completed booking: the booking's ad conversion fires
 * once, and only when the visitor has agreed to marketing; if they agree
 * while still on the page, it fires then (the behaviour `consentedServices`).
 */
export function BookingConversion() {
  return <div hidden {...{ [BOOKING_CONVERSION_ATTRIBUTE]: '' }} />;
}
