/** /de/booking-confirmed in German: every text of the thank-you page; the steps' order, the contact and the way home are in `src/content/bookingConfirmed.ts`. */
import type { BookingConfirmedWords } from '../bookingConfirmed';

export const bookingConfirmedWords = {
  eyebrow: 'Termin gebucht',
  title: 'Vielen Dank, Ihr Termin ist gebucht',
  lead: 'Die Bestätigung mit allen Details und dem Link zum Videogespräch ist unterwegs in Ihr E-Mail-Postfach.',
  nextStepsTitle: 'So geht es weiter',
  nextSteps: {
    confirmation: {
      title: 'Bestätigung per E-Mail',
      text: 'In wenigen Minuten erhalten Sie Datum, Uhrzeit und den Link zum Gespräch. Bitte prüfen Sie auch den Spam-Ordner.',
    },
    preparation: {
      title: 'Wir bereiten uns vor',
      text: 'Wir lesen Ihre Angaben vorab, damit wir im Gespräch direkt bei Ihren Fragen und Ihren Daten beginnen können.',
    },
    conversation: {
      title: 'Das Gespräch',
      text: 'Per Video, auf {languages}, kostenlos und unverbindlich. Sie brauchen nichts vorzubereiten.',
    },
  },
  changeNote: 'Passt der Termin doch nicht? Über den Link in der Bestätigung können Sie ihn verschieben oder absagen. Oder Sie melden sich direkt:',
  backLink: 'Zurück zur Startseite',
} as const satisfies BookingConfirmedWords;
