import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { SocialSignInContent } from '../../content/login';
import { FORWARD_TO_ATTRIBUTE } from './authFormMarks';
import { ProviderMark } from './ProviderMark';
import { theme } from '../../design/theme';
import { Stack } from '../../components/Stack';

export interface SocialSignInProps {
  /** The section's words (`SocialSignInContent`), from `src/content/login.ts`; nothing the section says is written in the component. */
  content: SocialSignInContent;
  /** The app's login, where each provider's button leads (the app offers the provider there; the site signs no one in). */
  forwardTo: string;
}

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${theme.space[3]};

  svg {
    flex-shrink: 0;
  }
`;

/** «oder», then one button per sign-in provider, with the provider's own mark; the behaviour `authForms` follows a press to the app. */
export function SocialSignIn({ content, forwardTo }: SocialSignInProps) {
  return (
    <Stack gap={{ base: 4 }}>
      <Divider>{content.divider}</Divider>
      <Group role="group" aria-label={content.groupLabel}>
        {content.providers.map((provider) => (
          <Button key={provider.id} variant="secondary" fullWidth {...{ [FORWARD_TO_ATTRIBUTE]: forwardTo }}>
            <ProviderMark provider={provider.id} />
            {provider.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
