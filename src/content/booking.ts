/**
 * The booking calendar's shape and the two calendars the specification
 * names: the free conversation (contact and Academy pages, 15–20 minutes)
 * and the free intro call (free-session page, 30 minutes), with their
 * lengths, which the pages name. Each language words the calendar in
 * `src/content/words/booking.json`; the e-mail address and phone number
 * it offers when it cannot load are the operator's.
 */
import { operator } from './operator';
import { contentModule } from './contentModule';

export interface BookingEmbedContent {
  title: string;
  text: string;
  privacyNote: string;
  showCalendar: string;
  loading: string;
  failed: string;
  retry: string;
  fallbackLink: string;
  /** Shown when the page has no calendar link at all. */
  unavailable: { title: string; text: string; email: string; phone: { display: string; href: string } };
}

/** Beside the calendar: what the conversation is, in a sentence and a few facts. */
export interface CalendarBookingContent {
  eyebrow: string;
  title: string;
  text: string;
  facts: ReadonlyArray<string>;
}

/** The id of the calendar on a page, the target of every «to the calendar» link. */
export const calendarAnchor = 'calendar';

export interface BookingCalendar {
  /** Cal.com event link under the team path, e.g. `team/…/kennenlernen`. */
  calLink: string;
  namespace: string;
}

/** The free 15–20 minute conversation on the contact page. */
export const contactConversation = {
  calLink: operator.cal.conversation.link,
  namespace: operator.cal.conversation.namespaces[0],
} as const satisfies BookingCalendar;

/** The same conversation on the Academy page, in its own namespace. */
export const academyConversation = {
  calLink: operator.cal.conversation.link,
  namespace: operator.cal.conversation.namespaces[1],
} as const satisfies BookingCalendar;

/** The free 30-minute intro call on /de/free-session. */
export const introCall = {
  calLink: operator.cal.introCall.link,
  namespace: operator.cal.introCall.namespace,
} as const satisfies BookingCalendar;

/** How long each call lasts, in minutes, as the pages promise it. */
export const callMinutes = {
  conversation: { from: 15, to: 20 },
  introCall: 30,
} as const;

/** Where the plain link goes: the same event on Cal.com's own booking page. */
export function bookingPageUrl(calLink: string): string {
  return `${operator.cal.origin}/${calLink}`;
}

/** What a language writes for the calendar: every text; the addresses it offers instead are the operator's. */
export type BookingWords = Omit<BookingEmbedContent, 'unavailable'> & { unavailable: Pick<BookingEmbedContent['unavailable'], 'title' | 'text'> };

/** The module as each language writes it (src/content/words/booking.json), for the registry (siteContent.ts). */
export const bookingModule = contentModule(
  ({ bookingWords: words }: { bookingWords: BookingWords }): { bookingEmbedContent: BookingEmbedContent } => ({
    bookingEmbedContent: { ...words, unavailable: { ...words.unavailable, email: operator.email, phone: operator.phone } },
  }),
);
