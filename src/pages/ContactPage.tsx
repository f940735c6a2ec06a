import { contactContent } from '../content/contact';
import { bookingEmbedContent, contactConversation } from '../content/booking';
import { ContactHero } from '../sections/contact/ContactHero';
import { ConversationBooking } from '../sections/contact/ConversationBooking';
import { ContactDetails } from '../sections/contact/ContactDetails';

/** /de/contact: book the free conversation, or call, write or visit. */
export function ContactPage() {
  return (
    <>
      <ContactHero content={contactContent.hero} />
      <ConversationBooking content={contactContent.conversation} calendar={contactConversation} embedContent={bookingEmbedContent} />
      <ContactDetails content={contactContent.details} />
    </>
  );
}
