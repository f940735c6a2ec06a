import type { PageContent, PageContents } from '../content/pageContent';
import type { LegalDocumentContent } from '../content/legal/legalDocument';
import type { PageName } from '../lib/paths';
import type { PageModule } from './pageModule';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** The pages whose content is a legal document: the Impressum, the terms, the privacy and the cookie policy. */
export type LegalPageName = { [P in PageName]: PageContents[P] extends { document: LegalDocumentContent } ? P : never }[PageName];

export interface LegalPageProps {
  /** The page's words in the visitor's language: its legal document (title, «Stand», contents and sections) and its title and description for the head. */
  content: PageContent<LegalPageName>;
}

/**
 * /de/impressum, /de/agb, /de/datenschutz and /de/cookies: one layout with
 * four texts. Each is a title with its «Stand», a contents list whose
 * entries lead to anchored sections, and the sections; the privacy and
 * cookie policies take their recipients and cookie tables from the service
 * list, and the cookie policy offers a button to the cookie settings.
 */
export function LegalPage({ content }: LegalPageProps) {
  return <LegalDocument content={content.document} />;
}

/** The module the route table loads for each of the four legal routes. */
export const page: PageModule<LegalPageName> = { Page: LegalPage };
