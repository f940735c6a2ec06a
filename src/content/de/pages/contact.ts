import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { contactContent } from '../contact';
import { bookingEmbedContent } from '../booking';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Kontakt: Gespräch buchen, anrufen, schreiben | ${operator.brand}`,
  description:
    'Buchen Sie ein kostenloses Kennenlernen von 15 bis 20 Minuten oder erreichen Sie unser Team in Zürich per Telefon und E-Mail, Montag bis Freitag, 9 bis 17 Uhr.',
} as const satisfies PageMeta;

export const content = { meta, contact: contactContent, booking: bookingEmbedContent } as const satisfies PageContent<'contact'>;
