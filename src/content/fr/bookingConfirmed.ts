/** /fr/rendez-vous-confirme: the thank-you page after a booking at Cal.com. */
import { operator } from '../operator';
import { pathsIn } from '../../lib/paths';
import type { BookingConfirmedContent } from '../bookingConfirmed';

const paths = pathsIn('fr-CH');

export const bookingConfirmedContent = {
  eyebrow: 'Rendez-vous réservé',
  title: 'Merci, votre rendez-vous est réservé',
  lead: 'La confirmation, avec tous les détails et le lien vers l’appel vidéo, est en route vers votre boîte e-mail.',
  nextStepsTitle: 'La suite',
  nextSteps: [
    {
      title: 'Confirmation par e-mail',
      text: 'Dans quelques minutes, vous recevez la date, l’heure et le lien vers l’entretien. Pensez à vérifier aussi votre dossier de spams.',
    },
    {
      title: 'Nous nous préparons',
      text: 'Nous lisons vos indications à l’avance, pour aborder directement vos questions et vos données pendant l’entretien.',
    },
    {
      title: 'L’entretien',
      text: 'Par vidéo, en français ou en allemand, gratuit et sans engagement. Vous n’avez rien à préparer.',
    },
  ],
  changeNote: 'Le créneau ne vous convient finalement pas? Le lien figurant dans la confirmation vous permet de le déplacer ou de l’annuler. Vous pouvez aussi nous contacter directement:',
  contact: { email: operator.email, phone: operator.phone },
  backLink: { label: 'Retour à l’accueil', to: paths.home },
} as const satisfies BookingConfirmedContent;
