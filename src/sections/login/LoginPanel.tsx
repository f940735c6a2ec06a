import type { LoginContent } from '../../content/login';
import { AuthPageLayout } from './AuthPageLayout';
import { AuthTabs } from './AuthTabs';

export interface LoginPanelProps {
  /** The login page's copy: back link, heading, lead, the two forms and the security facts. */
  content: LoginContent;
}

/**
 * The opening of /de/login: a way back, the page's h1 and lead, the security
 * facts, and the card with the login and signup tabs (beside the text on
 * large screens, right after the lead on small ones). No framework on the
 * page: the behaviours `tabPanels` and `authForms` make it answer; a valid
 * login, signup or provider button leads to the app.
 */
export function LoginPanel({ content }: LoginPanelProps) {
  return (
    <AuthPageLayout backLink={content.backLink} heading={content.heading} lead={content.lead} facts={content.facts}>
      <AuthTabs content={content} />
    </AuthPageLayout>
  );
}
