import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/impressum';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/impressum: the operator, its register and VAT numbers, contact and data protection officer. */
export function ImpressumPage({ content }: { content: PageContent<'impressum'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: ImpressumPage, content: pageContent } satisfies PageModule<'impressum'>;
