/** /de/contact: the free conversation, the address, phone, e-mail and opening hours. */
import type { CalendarBookingContent } from './booking';
import type { LocalImage, PageIntroContent, PhoneNumber } from './types';
import { contentModule } from './contentModule';

export interface ContactContent {
  hero: PageIntroContent;
  conversation: CalendarBookingContent;
  details: {
    title: string;
    addressLabel: string;
    company: string;
    address: { street: string; postalCode: string; city: string; country: string };
    phoneLabel: string;
    phone: PhoneNumber;
    emailLabel: string;
    email: string;
    hoursLabel: string;
    hours: ReadonlyArray<{ days: string; hours: string }>;
    map: LocalImage & { linkLabel: string; href: string };
  };
}

/** The module as each language writes it (src/content/<segment>/contact.ts), for the registry (siteContent.ts). */
export const contactModule = contentModule((words: { contactContent: ContactContent }) => words);
