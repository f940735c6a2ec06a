import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { bookingConfirmedContent } from '../bookingConfirmed';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Termin gebucht: Bestätigung folgt per E-Mail | ${operator.brand}`,
  description:
    'Ihr Termin ist gebucht. In wenigen Minuten erhalten Sie die Bestätigung per E-Mail, mit allen Details und dem Link zum Videogespräch.',
} as const satisfies PageMeta;

export const content = { meta, bookingConfirmed: bookingConfirmedContent } as const satisfies PageContent<'bookingConfirmed'>;
