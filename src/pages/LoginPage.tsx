import type { PageContent } from '../content/pageContent';
import { content as pageContent } from '@site-language/pages/login';
import type { PageModule } from './pageModule';
import { Section } from '../components/Section';
import { operator } from '../content/operator';
import { LoginPanel } from '../sections/login/LoginPanel';
import { TrustedByStrip } from '../sections/login/TrustedByStrip';

/**
 * The form hands on `{ email, password }`, but the site has no login of its
 * own: it forwards the visitor to the app, where they sign in. Neither the
 * password nor the e-mail goes along — not in the URL, not in storage, not
 * in a log.
 */
const goToAppLogin = () => window.location.assign(operator.app.login);
const goToAppRegistration = () => window.location.assign(operator.app.register);

/** /de/login: login and signup in two tabs, then the «trusted by» strip. */
export function LoginPage({ content }: { content: PageContent<'login'> }) {
  const loginContent = content.login;
  return (
    <>
      <Section spacing="compact">
        <LoginPanel content={loginContent} onLogin={goToAppLogin} onSignup={goToAppRegistration} onSocialSignIn={goToAppLogin} />
      </Section>
      <Section tone="surface" spacing="compact" labelledBy="login-trusted-by">
        <TrustedByStrip content={loginContent.trustedBy} headingId="login-trusted-by" />
      </Section>
    </>
  );
}

/** The page with its content in the language this bundle is of (`@site-language`, see vite.config.ts). */
export const page = { Page: LoginPage, content: pageContent } satisfies PageModule<'login'>;
