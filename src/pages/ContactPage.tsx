import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { calendarAnchor, contactConversation } from '../content/booking';
import { ContactHero } from '../sections/contact/ContactHero';
import { CalendarBooking } from '../sections/shared/CalendarBooking';
import { ContactDetails } from '../sections/contact/ContactDetails';

/** /de/contact: book the free conversation, or call, write or visit. */
export function ContactPage({ content }: { content: PageContent<'contact'> }) {
  const contactContent = content.contact;
  return (
    <>
      <ContactHero content={contactContent.hero} />
      <CalendarBooking
        content={contactContent.conversation}
        calendar={contactConversation}
        embedContent={content.booking}
        titleId="contact-conversation-title"
        anchorId={calendarAnchor}
      />
      <ContactDetails content={contactContent.details} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: ContactPage } satisfies PageModule<'contact'>;
