import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/privacy';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/datenschutz: the privacy policy in 16 anchored sections, recipients and transfers from the service list. */
export function PrivacyPage({ content }: { content: PageContent<'privacy'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: PrivacyPage, content: pageContent } satisfies PageModule<'privacy'>;
