import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { contactContent } from '../contact';
import { bookingEmbedContent } from '../booking';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Contact: réserver un échange, appeler, écrire | ${operator.brand}`,
  description:
    'Réservez un premier échange gratuit de 15 à 20 minutes ou joignez notre équipe à Zurich par téléphone et e-mail, du lundi au vendredi, de 9 h à 17 h.',
} as const satisfies PageMeta;

export const content = { meta, contact: contactContent, booking: bookingEmbedContent } as const satisfies PageContent<'contact'>;
