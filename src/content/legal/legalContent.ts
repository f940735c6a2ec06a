/** The legal documents and what they share, as each language writes them (src/content/<segment>/legal/). */
import { contentModule } from '../contentModule';
import type { ServiceCategory } from '../services';
import type { LegalDocumentContent, LegalFrame, LegalTable } from './legalDocument';

/** The module as each language writes it, for the registry (siteContent.ts). */
export const legalModule = contentModule(
  (words: {
    cookies: { cookiePolicyContent: LegalDocumentContent };
    frame: { legalFrame: LegalFrame };
    impressum: { impressumContent: LegalDocumentContent };
    privacy: { privacyContent: LegalDocumentContent };
    serviceTables: { cookieTable: (category: ServiceCategory) => LegalTable; recipientsTable: LegalTable; transfersTable: LegalTable };
    terms: { termsContent: LegalDocumentContent };
  }) => words,
);
