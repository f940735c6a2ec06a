import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/impressum: the operator, its register and VAT numbers, contact and data protection officer. */
export function ImpressumPage({ content }: { content: PageContent<'impressum'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: ImpressumPage } satisfies PageModule<'impressum'>;
