import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Tabs } from '../../components/Tabs';
import { durations } from '../../design/tokens';
import { theme } from '../../design/theme';
import type { LoginContent, SocialProvider } from '../../content/login';
import { parseAuthTab, type AuthMode, type Credentials } from '../../lib/validation';
import { useAddress, useAddressBar } from '../../lib/addressContext';
import { AuthForm } from './AuthForm';
import { SocialSignIn } from './SocialSignIn';

/** Spec §4 and §9: a tab click takes effect after 50 ms (a design token). */
export const TAB_SWITCH_DELAY_MS = durations.tabSwitch;

export interface AuthTabsProps {
  /** The section's words, from `src/content/login.ts`: the tab labels, both forms' texts, the validation messages and the provider buttons. */
  content: Pick<LoginContent, 'tabsLabel' | 'tabs' | 'forms' | 'errors' | 'social'>;
  /** Receives `{ email, password }` from the login form. */
  onLogin: (credentials: Credentials) => void;
  /** Receives `{ email, password }` from the signup form. */
  onSignup: (credentials: Credentials) => void;
  /** Receives the provider (`google` or `github`) whose button was pressed. */
  onSocialSignIn: (provider: SocialProvider) => void;
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
 * linked, reloaded and prerendered in either state.
 */
export function AuthTabs({ content, onLogin, onSignup, onSocialSignIn }: AuthTabsProps) {
  const address = useAddressBar();
  const active = parseAuthTab(new URLSearchParams(useAddress().search).get('tab'));
  const timer = useRef<number | undefined>(undefined);
  const frame = useRef<HTMLDivElement>(null);
  const previous = useRef<AuthMode>(active);
  /** The visitor has acted in the tabs: the tab the address names on arrival takes no focus. */
  const acted = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // When the switch came from a link inside the panel that is closing, its
  // focus would fall to the page once the panel unmounts; hand it to the
  // newly selected tab instead. A tab click keeps focus where it is.
  useEffect(() => {
    if (previous.current === active) return;
    previous.current = active;
    if (!acted.current) return;
    const focused = document.activeElement;
    const inClosingPanel = focused?.closest('[role="tabpanel"]')?.getAttribute('data-state') === 'inactive';
    if (!focused || focused === document.body || inClosingPanel) {
      frame.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    }
  }, [active]);

  const switchTo = (id: string) => {
    const next = parseAuthTab(id);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // Replace, not push: a tab is a view of this one page, so Back leaves
      // the page instead of stepping through tab clicks. The URL still
      // names the tab, so a reload or a shared link opens the same one.
      const params = new URLSearchParams(address.current().search);
      params.set('tab', next);
      address.replace({ search: `?${params}` });
    }, TAB_SWITCH_DELAY_MS);
  };

  const social = <SocialSignIn content={content.social} onSignIn={onSocialSignIn} />;

  return (
    <Frame ref={frame} onPointerDownCapture={() => (acted.current = true)} onKeyDownCapture={() => (acted.current = true)}>
      <Tabs
        label={content.tabsLabel}
        value={active}
        onValueChange={switchTo}
        tabs={[
          {
            id: 'login',
            label: content.tabs.login,
            content: <AuthForm mode="login" content={content.forms.login} errors={content.errors} onSubmit={onLogin} social={social} />,
          },
          {
            id: 'signup',
            label: content.tabs.signup,
            content: <AuthForm mode="signup" content={content.forms.signup} errors={content.errors} onSubmit={onSignup} social={social} />,
          },
        ]}
      />
    </Frame>
  );
}
