/** /it/appuntamento-confermato in Italian: every text of the thank-you page; the steps' order, the contact and the way home are in `src/content/bookingConfirmed.ts`. */
import type { BookingConfirmedWords } from '../bookingConfirmed';

export const bookingConfirmedWords = {
  eyebrow: 'Appuntamento prenotato',
  title: 'Grazie, il suo appuntamento è prenotato',
  lead: 'La conferma con tutti i dettagli e il link alla videochiamata sta arrivando nella sua casella e-mail.',
  nextStepsTitle: 'I prossimi passi',
  nextSteps: {
    confirmation: {
      title: 'Conferma via e-mail',
      text: 'Entro pochi minuti riceverà data, ora e link al colloquio. Controlli anche la cartella dello spam.',
    },
    preparation: {
      title: 'Ci prepariamo',
      text: 'Leggiamo prima le sue indicazioni, così nel colloquio partiamo subito dalle sue domande e dai suoi dati.',
    },
    conversation: {
      title: 'Il colloquio',
      text: 'In videochiamata, in {languages}, gratuito e senza impegno. Non deve preparare nulla.',
    },
  },
  changeNote: 'L’orario non le va più bene? Con il link nella conferma può spostarlo o disdirlo. Oppure ci contatti direttamente:',
  backLink: 'Alla pagina iniziale',
} as const satisfies BookingConfirmedWords;
