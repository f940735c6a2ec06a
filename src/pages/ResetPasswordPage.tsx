import { Section } from '../components/Section';
import { operator } from '../content/operator';
import { resetPasswordContent } from '../content/resetPassword';
import { ResetPasswordPanel } from '../sections/login/ResetPasswordPanel';

/**
 * The site has no accounts of its own: a valid submit forwards to the app's
 * reset page, as the login form forwards to the app's login. The address the
 * visitor typed does not go along — not in the URL, not in storage, not in a
 * log — so the app asks for it again, and the page says so.
 */
const goToAppReset = () => window.location.assign(operator.app.resetPassword);

/** /de/reset-password: where «Passwort vergessen?» leads; kept out of search engines. */
export function ResetPasswordPage() {
  return (
    <Section spacing="compact">
      <ResetPasswordPanel content={resetPasswordContent} onSubmit={goToAppReset} />
    </Section>
  );
}
