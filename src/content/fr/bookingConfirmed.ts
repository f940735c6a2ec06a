/** /fr/rendez-vous-confirme in French: every text of the thank-you page; the steps' order, the contact and the way home are in `src/content/bookingConfirmed.ts`. */
import type { BookingConfirmedWords } from '../bookingConfirmed';

export const bookingConfirmedWords = {
  eyebrow: 'Rendez-vous réservé',
  title: 'Merci, votre rendez-vous est réservé',
  lead: 'La confirmation, avec tous les détails et le lien vers l’appel vidéo, est en route vers votre boîte e-mail.',
  nextStepsTitle: 'La suite',
  nextSteps: {
    confirmation: {
      title: 'Confirmation par e-mail',
      text: 'Dans quelques minutes, vous recevez la date, l’heure et le lien vers l’entretien. Pensez à vérifier aussi votre dossier de spams.',
    },
    preparation: {
      title: 'Nous nous préparons',
      text: 'Nous lisons vos indications à l’avance, pour aborder directement vos questions et vos données pendant l’entretien.',
    },
    conversation: {
      title: 'L’entretien',
      text: 'Par vidéo, {languages}, gratuit et sans engagement. Vous n’avez rien à préparer.',
    },
  },
  changeNote: 'Le créneau ne vous convient finalement pas? Le lien figurant dans la confirmation vous permet de le déplacer ou de l’annuler. Vous pouvez aussi nous contacter directement:',
  backLink: 'Retour à l’accueil',
} as const satisfies BookingConfirmedWords;
