import { termsContent } from '../content/legal/terms';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/agb: the terms of the SaaS contract, sections 1–10. */
export function TermsPage() {
  return <LegalDocument content={termsContent} />;
}
