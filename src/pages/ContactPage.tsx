import { contactContent } from '../content/contact';
import { bookingEmbedContent, calendarAnchor, contactConversation } from '../content/booking';
import { ContactHero } from '../sections/contact/ContactHero';
import { CalendarBooking } from '../sections/shared/CalendarBooking';
import { ContactDetails } from '../sections/contact/ContactDetails';

/** /de/contact: book the free conversation, or call, write or visit. */
export function ContactPage() {
  return (
    <>
      <ContactHero content={contactContent.hero} />
      <CalendarBooking
        content={contactContent.conversation}
        calendar={contactConversation}
        embedContent={bookingEmbedContent}
        titleId="contact-conversation-title"
        anchorId={calendarAnchor}
      />
      <ContactDetails content={contactContent.details} />
    </>
  );
}
