import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { BookingConfirmation } from '../sections/booking/BookingConfirmation';
import { BookingConversion } from '../sections/booking/BookingConversion';

/** /de/booking-confirmed: where Cal.com sends the visitor after booking. */
export function BookingConfirmedPage({ content }: { content: PageContent<'bookingConfirmed'> }) {
  return (
    <>
      <BookingConfirmation content={content.bookingConfirmed} />
      <BookingConversion />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: BookingConfirmedPage } satisfies PageModule<'bookingConfirmed'>;
