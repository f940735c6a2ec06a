import styled from 'styled-components';
import { Tabs } from '../../components/Tabs';
import { durations } from '../../design/tokens';
import { theme } from '../../design/theme';
import type { LoginContent } from '../../content/login';
import { operator } from '../../content/operator';
import { parseAuthTab } from '../../lib/validation';
import { useAddressBar } from '../../lib/addressContext';
import { AuthForm } from './AuthForm';
import { SocialSignIn } from './SocialSignIn';

/** Spec §4 and §9: a tab click takes effect after 50 ms (a design token). */
export const TAB_SWITCH_DELAY_MS = durations.tabSwitch;

/** The address parameter that names the tab: `?tab=signup`. */
const TAB_PARAMETER = 'tab';

export interface AuthTabsProps {
  /** The section's words, from `src/content/login.ts`: the tab labels, both forms' texts, the validation messages and the provider buttons. */
  content: Pick<LoginContent, 'tabsLabel' | 'tabs' | 'forms' | 'errors' | 'social'>;
}

const Frame = styled.div`
  /* The two tabs share the width of the card, their words centred on one
     line. The list's own padding pushed «Registrieren» past the card's edge
     at 320 px (the list scrolled to show it), and «Se connecter» with
     «S’inscrire» still came to 1 px more than the card's 222 px with half of
     it. The tabs grow to fill the card anyway, so a quarter is the least. */
  [role='tablist'] > [role='tab'] {
    flex: 1 1 0;
    padding-inline: ${theme.space[1]};
    white-space: nowrap;
  }
`;

/**
 * Login and signup as two tabs. The URL is the single source of truth:
 * `?tab=signup` selects signup, anything else login, so the page can be
 * linked and reloaded in either state; the prerendered page shows login,
 * and the behaviour `tabPanels` shows the tab the address names as the
 * page's script starts. A valid login leads to the app's login, a valid
 * signup to its registration.
 */
export function AuthTabs({ content }: AuthTabsProps) {
  // Read once, as the page is drawn: from then on the behaviour keeps the tab and the address in step.
  const active = parseAuthTab(new URLSearchParams(useAddressBar().current().search).get(TAB_PARAMETER));
  const social = <SocialSignIn content={content.social} forwardTo={operator.app.login} />;

  return (
    <Frame>
      <Tabs
        label={content.tabsLabel}
        selectedTabId={active}
        addressParameter={TAB_PARAMETER}
        switchDelay={TAB_SWITCH_DELAY_MS}
        tabs={[
          {
            id: 'login',
            label: content.tabs.login,
            content: <AuthForm mode="login" content={content.forms.login} errors={content.errors} forwardTo={operator.app.login} social={social} />,
          },
          {
            id: 'signup',
            label: content.tabs.signup,
            content: <AuthForm mode="signup" content={content.forms.signup} errors={content.errors} forwardTo={operator.app.register} social={social} />,
          },
        ]}
      />
    </Frame>
  );
}
