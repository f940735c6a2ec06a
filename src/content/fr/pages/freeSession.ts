import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { freeSessionContent } from '../freeSession';
import { bookingEmbedContent } from '../booking';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Entretien gratuit de 30 minutes sur l’IA | ${operator.brand}`,
  description:
    '30 minutes en visio: démonstration de la plateforme d’IA sur vos tâches, réponses sur les données, les coûts et la mise en place. Gratuit et sans engagement.',
} as const satisfies PageMeta;

export const content = { meta, freeSession: freeSessionContent, booking: bookingEmbedContent } as const satisfies PageContent<'freeSession'>;
