import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/terms';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/agb: the terms of the SaaS contract, sections 1–10. */
export function TermsPage({ content }: { content: PageContent<'terms'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: TermsPage, content: pageContent } satisfies PageModule<'terms'>;
