import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/cookies: the cookie tables from the service list and a button to the cookie settings. */
export function CookiesPage({ content }: { content: PageContent<'cookies'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: CookiesPage } satisfies PageModule<'cookies'>;
