import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { impressumContent } from '../legal/impressum';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Impressum: Betreiberin, Register und Kontakt | ${operator.brand}`,
  description: `Wer diese Website betreibt: ${operator.company} in Zürich, Handelsregister, UID- und MWST-Nummer, Geschäftsführung, Kontakt und Datenschutzberater.`,
} as const satisfies PageMeta;

export const content = { meta, document: impressumContent } as const satisfies PageContent<'impressum'>;
