import type { ComponentProps } from 'react';
import type { LoginContent } from '../../content/login';
import { AuthPageLayout } from './AuthPageLayout';
import { AuthTabs } from './AuthTabs';

export interface LoginPanelProps extends Omit<ComponentProps<typeof AuthTabs>, 'content'> {
  /** The login page's copy: back link, heading, lead, the two forms and the security facts. */
  content: LoginContent;
}

/**
 * The opening of /de/login: a way back, the page's h1 and lead, the security
 * facts, and the card with the login and signup tabs (beside the text on
 * large screens, right after the lead on small ones).
 */
export function LoginPanel({ content, ...handlers }: LoginPanelProps) {
  return (
    <AuthPageLayout backLink={content.backLink} heading={content.heading} lead={content.lead} facts={content.facts}>
      <AuthTabs content={content} {...handlers} />
    </AuthPageLayout>
  );
}
