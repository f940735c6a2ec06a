import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { calendarAnchor, introCall } from '../content/booking';
import { FreeSessionHero } from '../sections/freeSession/FreeSessionHero';
import { CalendarBooking } from '../sections/shared/CalendarBooking';
import { IntroCallAgenda } from '../sections/freeSession/IntroCallAgenda';
import { IntroCallBenefits } from '../sections/freeSession/IntroCallBenefits';
import { IntroCallTestimonial } from '../sections/freeSession/IntroCallTestimonial';
import { IntroCallClosing } from '../sections/freeSession/IntroCallClosing';

/** /de/free-session: the free 30-minute intro call, booked right on the page. */
export function FreeSessionPage({ content }: { content: PageContent<'freeSession'> }) {
  const freeSessionContent = content.freeSession;
  return (
    <>
      <FreeSessionHero content={freeSessionContent.hero} />
      <CalendarBooking
        content={freeSessionContent.booking}
        calendar={introCall}
        embedContent={content.booking}
        titleId="free-session-booking-title"
        anchorId={calendarAnchor}
      />
      <IntroCallAgenda content={freeSessionContent.agenda} />
      <IntroCallBenefits content={freeSessionContent.benefits} />
      <IntroCallTestimonial content={freeSessionContent.testimonial} />
      <IntroCallClosing content={freeSessionContent.closing} calendarId={calendarAnchor} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: FreeSessionPage } satisfies PageModule<'freeSession'>;
