import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/datenschutz: the privacy policy in 16 anchored sections, recipients and transfers from the service list. */
export function PrivacyPage({ content }: { content: PageContent<'privacy'> }) {
  return <LegalDocument content={content.document} />;
}

/** The page's module, which the route table loads. */
export const page = { Page: PrivacyPage } satisfies PageModule<'privacy'>;
