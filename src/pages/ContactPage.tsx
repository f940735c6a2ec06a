import { contact } from '../content/contact';
import { bookingEmbedCopy, contactConversation } from '../content/booking';
import { ContactHero } from '../sections/contact/ContactHero';
import { ConversationBooking } from '../sections/contact/ConversationBooking';
import { ContactDetails } from '../sections/contact/ContactDetails';

/** /de/contact: book the free conversation, or call, write or visit. */
export function ContactPage() {
  return (
    <>
      <ContactHero content={contact.hero} />
      <ConversationBooking content={contact.conversation} calendar={contactConversation} embedCopy={bookingEmbedCopy} />
      <ContactDetails content={contact.details} />
    </>
  );
}
