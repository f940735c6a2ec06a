import { bookingConfirmedContent } from '../content/bookingConfirmed';
import { BookingConfirmation } from '../sections/booking/BookingConfirmation';
import { BookingConversion } from '../sections/booking/BookingConversion';

/** /de/booking-confirmed: where Cal.com sends the visitor after booking. */
export function BookingConfirmedPage() {
  return (
    <>
      <BookingConfirmation content={bookingConfirmedContent} />
      <BookingConversion />
    </>
  );
}
