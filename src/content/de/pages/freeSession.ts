import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { freeSessionContent } from '../freeSession';
import { bookingEmbedContent } from '../booking';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Kostenloses Erstgespräch zu KI, 30 Minuten | ${operator.brand}`,
  description:
    '30 Minuten per Video: Wir zeigen die KI-Plattform an Ihren Aufgaben und beantworten Fragen zu Datenschutz, Kosten und Einführung. Kostenlos und unverbindlich.',
} as const satisfies PageMeta;

export const content = { meta, freeSession: freeSessionContent, booking: bookingEmbedContent } as const satisfies PageContent<'freeSession'>;
