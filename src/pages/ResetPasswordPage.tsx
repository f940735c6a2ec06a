import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/resetPassword';
import type { PageModule } from './pageModule';
import { Section } from '../components/Section';
import { operator } from '../content/operator';
import { ResetPasswordPanel } from '../sections/login/ResetPasswordPanel';

/**
 * The site has no accounts of its own: a valid submit forwards to the app's
 * reset page, as the login form forwards to the app's login. The address the
 * visitor typed does not go along — not in the URL, not in storage, not in a
 * log — so the app asks for it again, and the page says so.
 */
const goToAppReset = () => window.location.assign(operator.app.resetPassword);

/** /de/reset-password: where «Passwort vergessen?» leads; kept out of search engines. */
export function ResetPasswordPage({ content }: { content: PageContent<'resetPassword'> }) {
  return (
    <Section spacing="compact">
      <ResetPasswordPanel content={content.resetPassword} onSubmit={goToAppReset} />
    </Section>
  );
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: ResetPasswordPage, content: pageContent } satisfies PageModule<'resetPassword'>;
