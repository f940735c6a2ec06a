import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { SocialProvider, SocialSignInContent } from '../../content/login';
import { ProviderMark } from './ProviderMark';
import { theme } from '../../design/theme';
import { Stack } from '../../components/Stack';

export interface SocialSignInProps {
  /** The section's words (`SocialSignInContent`), from `src/content/login.ts`; nothing the section says is written in the component. */
  content: SocialSignInContent;
  /** Called with the provider's id; the page forwards to the app's login. */
  onSignIn: (provider: SocialProvider) => void;
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

/** «oder», then one button per sign-in provider, with the provider's own mark. */
export function SocialSignIn({ content, onSignIn }: SocialSignInProps) {
  return (
    <Stack gap={{ base: 4 }}>
      <Divider>{content.divider}</Divider>
      <Group role="group" aria-label={content.groupLabel}>
        {content.providers.map((provider) => (
          <Button key={provider.id} variant="secondary" fullWidth onClick={() => onSignIn(provider.id)}>
            <ProviderMark provider={provider.id} />
            {provider.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
