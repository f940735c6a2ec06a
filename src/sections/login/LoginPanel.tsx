import type { ComponentProps } from 'react';
import type { LoginContent } from '../../content/login';
import { AuthPageLayout } from './AuthPageLayout';
import { AuthTabs } from './AuthTabs';
import { goToAppLogin, goToAppRegistration } from './appHandoff';

type Handlers = Pick<ComponentProps<typeof AuthTabs>, 'onLogin' | 'onSignup' | 'onSocialSignIn'>;

export interface LoginPanelProps extends Partial<Handlers> {
  /** The login page's copy: back link, heading, lead, the two forms and the security facts. */
  content: LoginContent;
}

/**
 * The opening of /de/login: a way back, the page's h1 and lead, the security
 * facts, and the card with the login and signup tabs (beside the text on
 * large screens, right after the lead on small ones). An island of its page:
 * login and the social buttons forward to the app's login, signup to its
 * registration, unless a story hands in its own handlers.
 */
export function LoginPanel({ content, onLogin = goToAppLogin, onSignup = goToAppRegistration, onSocialSignIn = goToAppLogin }: LoginPanelProps) {
  return (
    <AuthPageLayout backLink={content.backLink} heading={content.heading} lead={content.lead} facts={content.facts}>
      <AuthTabs content={content} onLogin={onLogin} onSignup={onSignup} onSocialSignIn={onSocialSignIn} />
    </AuthPageLayout>
  );
}
