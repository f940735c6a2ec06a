import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { bookingConfirmedContent } from '../bookingConfirmed';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Rendez-vous réservé: confirmation par e-mail | ${operator.brand}`,
  description:
    'Votre rendez-vous est réservé. Vous recevrez d’ici quelques minutes la confirmation par e-mail, avec tous les détails et le lien vers l’appel vidéo.',
} as const satisfies PageMeta;

export const content = { meta, bookingConfirmed: bookingConfirmedContent } as const satisfies PageContent<'bookingConfirmed'>;
