/** /de/booking-confirmed: the thank-you page after a booking at Cal.com. */
import type { LinkContent, PageIntroContent, PhoneNumber, Step } from './types';
import { contentModule } from './contentModule';

export interface BookingConfirmedContent extends PageIntroContent {
  nextStepsTitle: string;
  nextSteps: ReadonlyArray<Step>;
  changeNote: string;
  contact: { email: string; phone: PhoneNumber };
  backLink: LinkContent;
}

/** The module as each language writes it (src/content/<segment>/bookingConfirmed.ts), for the registry (siteContent.ts). */
export const bookingConfirmedModule = contentModule((words: { bookingConfirmedContent: BookingConfirmedContent }) => words);
