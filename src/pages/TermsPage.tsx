import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/agb: the terms of the SaaS contract, sections 1–10. */
export function TermsPage({ content }: { content: PageContent<'terms'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: TermsPage } satisfies PageModule<'terms'>;
