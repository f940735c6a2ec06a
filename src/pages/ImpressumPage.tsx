import { impressumContent } from '../content/legal/impressum';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/impressum: the operator, its register and VAT numbers, contact and data protection officer. */
export function ImpressumPage() {
  return <LegalDocument content={impressumContent} />;
}
