import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/cookies';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/cookies: the cookie tables from the service list and a button to the cookie settings. */
export function CookiesPage({ content }: { content: PageContent<'cookies'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: CookiesPage, content: pageContent } satisfies PageModule<'cookies'>;
