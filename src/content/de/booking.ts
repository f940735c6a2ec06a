/** The booking calendar's words in German (contact, free-session and Academy pages); the e-mail address and phone number it offers are the operator's. */
import type { BookingWords } from '../booking';

export const bookingWords = {
  title: 'Termin direkt online wählen',
  text: 'Sehen Sie freie Zeiten und buchen Sie ohne Umweg. Die Bestätigung kommt per E-Mail.',
  privacyNote: 'Der Kalender stammt von Cal.com. Er lädt erst, wenn Sie ihn anzeigen; dabei gehen technische Daten wie Ihre IP-Adresse an Cal.com.',
  showCalendar: 'Kalender anzeigen',
  loading: 'Kalender wird geladen …',
  failed: 'Der Kalender lässt sich gerade nicht laden. Sie können Ihren Termin direkt bei Cal.com buchen.',
  retry: 'Erneut versuchen',
  fallbackLink: 'Buchungsseite bei Cal.com öffnen',
  unavailable: {
    title: 'Online-Buchung gerade nicht verfügbar',
    text: 'Schreiben Sie uns oder rufen Sie an, wir schlagen Ihnen gerne einen Termin vor:',
  },
} as const satisfies BookingWords;
