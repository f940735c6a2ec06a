import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { aboutContent } from '../about';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Über uns: Team, Grundsätze und Haltung | ${operator.brand}`,
  description:
    `Wer hinter der Schweizer KI-Plattform steht: unsere Mission, drei Grundsätze der Zusammenarbeit, das Team in ${operator.address.city} und warum Ihre Daten in der Schweiz bleiben.`,
} as const satisfies PageMeta;

export const content = { meta, about: aboutContent } as const satisfies PageContent<'about'>;
