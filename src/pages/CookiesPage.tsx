import { cookiePolicyContent } from '../content/legal/cookies';
import { LegalDocument } from '../sections/legal/LegalDocument';

/** /de/cookies: the cookie tables from the service list and a button to the cookie settings. */
export function CookiesPage() {
  return <LegalDocument content={cookiePolicyContent} />;
}
