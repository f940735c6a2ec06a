/** /en/booking-confirmed in English: every text of the thank-you page; the steps' order, the contact and the way home are in `src/content/bookingConfirmed.ts`. */
import type { BookingConfirmedWords } from '../bookingConfirmed';

export const bookingConfirmedWords = {
  eyebrow: 'Appointment booked',
  title: 'Thank you, your appointment is booked',
  lead: 'The confirmation, with all the details and the link to the video call, is on its way to your inbox.',
  nextStepsTitle: 'What happens next',
  nextSteps: {
    confirmation: {
      title: 'Confirmation by email',
      text: 'Within a few minutes you will receive the date, the time and the link to the call. Please check your spam folder as well.',
    },
    preparation: {
      title: 'We prepare',
      text: 'We read what you have told us beforehand, so that the call can start straight away with your questions and your data.',
    },
    conversation: {
      title: 'The call',
      text: 'By video, in {languages}, free and with no obligation. There is nothing you need to prepare.',
    },
  },
  changeNote: 'Does the time no longer suit you? You can reschedule or cancel through the link in the confirmation, or contact us directly:',
  backLink: 'Back to the home page',
} as const satisfies BookingConfirmedWords;
