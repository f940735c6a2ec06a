/** /de/booking-confirmed: the thank-you page after a booking at Cal.com. */
import type { LinkContent, PageIntroContent, PhoneNumber, Step } from './types';

export interface BookingConfirmedContent extends PageIntroContent {
  nextStepsTitle: string;
  nextSteps: ReadonlyArray<Step>;
  changeNote: string;
  contact: { email: string; phone: PhoneNumber };
  backLink: LinkContent;
}
