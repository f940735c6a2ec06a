import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { Section } from '../components/Section';
import { TrustedByStrip } from '../sections/login/TrustedByStrip';
import { LoginPanel } from '../sections/login/LoginPanel';

/** /de/login: login and signup in two tabs (no framework: the behaviours `tabPanels` and `authForms`), then the «trusted by» strip. */
export function LoginPage({ content }: { content: PageContent<'login'> }) {
  const loginContent = content.login;
  return (
    <>
      <Section spacing="compact">
        <LoginPanel content={loginContent} />
      </Section>
      <Section tone="surface" spacing="compact" labelledBy="login-trusted-by">
        <TrustedByStrip content={loginContent.trustedBy} headingId="login-trusted-by" />
      </Section>
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: LoginPage } satisfies PageModule<'login'>;
