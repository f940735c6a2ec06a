import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { privacyContent } from '../legal/privacy';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Datenschutzerklärung nach DSG und DSGVO | ${operator.brand}`,
  description:
    'Welche Personendaten wir wozu bearbeiten, wer sie erhält, in welchen Ländern, wie lange wir sie aufbewahren und welche Rechte Sie nach DSG und DSGVO haben.',
} as const satisfies PageMeta;

export const content = { meta, document: privacyContent } as const satisfies PageContent<'privacy'>;
