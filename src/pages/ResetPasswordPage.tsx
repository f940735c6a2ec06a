import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { Section } from '../components/Section';
import { ResetPasswordPanel } from '../sections/login/ResetPasswordPanel';

/** /de/reset-password: where «Passwort vergessen?» leads; kept out of search engines. */
export function ResetPasswordPage({ content }: { content: PageContent<'resetPassword'> }) {
  return (
    <Section spacing="compact">
      <ResetPasswordPanel content={content.resetPassword} />
    </Section>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: ResetPasswordPage } satisfies PageModule<'resetPassword'>;
