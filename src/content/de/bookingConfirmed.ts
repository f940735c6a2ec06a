/** /de/booking-confirmed: the thank-you page after a booking at Cal.com. */
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import type { BookingConfirmedContent } from '../bookingConfirmed';

const paths = pathsIn('de-CH');

export const bookingConfirmedContent = {
  eyebrow: 'Termin gebucht',
  title: 'Vielen Dank, Ihr Termin ist gebucht',
  lead: 'Die Bestätigung mit allen Details und dem Link zum Videogespräch ist unterwegs in Ihr E-Mail-Postfach.',
  nextStepsTitle: 'So geht es weiter',
  nextSteps: [
    {
      title: 'Bestätigung per E-Mail',
      text: 'In wenigen Minuten erhalten Sie Datum, Uhrzeit und den Link zum Gespräch. Bitte prüfen Sie auch den Spam-Ordner.',
    },
    {
      title: 'Wir bereiten uns vor',
      text: 'Wir lesen Ihre Angaben vorab, damit wir im Gespräch direkt bei Ihren Fragen und Ihren Daten beginnen können.',
    },
    {
      title: 'Das Gespräch',
      text: 'Per Video, auf Deutsch, kostenlos und unverbindlich. Sie brauchen nichts vorzubereiten.',
    },
  ],
  changeNote: 'Passt der Termin doch nicht? Über den Link in der Bestätigung können Sie ihn verschieben oder absagen. Oder Sie melden sich direkt:',
  contact: { email: operator.email, phone: operator.phone },
  backLink: { label: 'Zurück zur Startseite', to: paths.home },
} as const satisfies BookingConfirmedContent;
