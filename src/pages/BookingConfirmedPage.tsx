import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/bookingConfirmed';
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

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: BookingConfirmedPage, content: pageContent } satisfies PageModule<'bookingConfirmed'>;
