/** The booking calendar's words in Italian (/it/contatto, /it/colloquio-gratuito and /it/academy); the e-mail address and phone number it offers are the operator's. */
import type { BookingWords } from '../booking';

export const bookingWords = {
  title: 'Prenoti online il suo appuntamento',
  text: 'Scelga un orario libero e prenoti in pochi clic. Riceverà la conferma per e-mail.',
  privacyNote: 'Il calendario è un servizio di Cal.com e si carica solo quando Lei lo apre: in quel momento dati tecnici come il suo indirizzo IP vengono trasmessi a Cal.com.',
  showCalendar: 'Mostra il calendario',
  loading: 'Caricamento del calendario…',
  failed: 'Al momento il calendario non si carica. Può prenotare l’appuntamento direttamente su Cal.com.',
  retry: 'Riprova',
  fallbackLink: 'Apri la pagina di prenotazione su Cal.com',
  unavailable: {
    title: 'Prenotazione online momentaneamente non disponibile',
    text: 'Ci scriva o ci telefoni, le proporremo volentieri un appuntamento:',
  },
} as const satisfies BookingWords;
