import { privacyContent } from '../content/legal/privacy';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/datenschutz: the privacy policy in 16 anchored sections, recipients and transfers from the service list. */
export function PrivacyPage() {
  return <LegalDocument content={privacyContent} />;
}
