/** The booking calendar's words in French (contact, free-session and Academy pages); the e-mail address and phone number it offers are the operator's. */
import type { BookingWords } from '../booking';

export const bookingWords = {
  title: 'Choisir un rendez-vous en ligne',
  text: 'Consultez les créneaux libres et réservez directement. La confirmation vous parvient par e-mail.',
  privacyNote: 'Le calendrier est fourni par Cal.com. Il ne se charge que lorsque vous l’affichez; des données techniques comme votre adresse IP sont alors transmises à Cal.com.',
  showCalendar: 'Afficher le calendrier',
  loading: 'Chargement du calendrier…',
  failed: 'Le calendrier ne peut pas être chargé pour le moment. Vous pouvez réserver votre rendez-vous directement sur Cal.com.',
  retry: 'Réessayer',
  fallbackLink: 'Ouvrir la page de réservation sur Cal.com',
  unavailable: {
    title: 'Réservation en ligne momentanément indisponible',
    text: 'Écrivez-nous ou appelez-nous, nous vous proposerons volontiers un rendez-vous:',
  },
} as const satisfies BookingWords;
