import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { Button } from './Button';
import { Icon } from './Icon';
import type { ButtonSize, ButtonVariant } from './buttonStyles';
import { useChatStatus, useIntegrations } from '../integrations/IntegrationsContext';
import type { ChatEventName } from '../integrations/types';
import { useComponentLabels } from './ComponentLabels';
import { theme } from '../design/theme';

export interface ChatButtonProps {
  /** The button text, e.g. «Chat starten». */
  children: ReactNode;
  /** Chat event to record with the click, e.g. `start_chat_cohort_hero`. */
  event?: ChatEventName;
  /** primary: the one call to action of a block; secondary and ghost: the others. */
  variant?: ButtonVariant;
  /** `md` in text, `lg` for the main call to action of a hero. */
  size?: ButtonSize;
  /** `dark` on the ink background of a closing band. */
  tone?: 'light' | 'dark';
  /** Where to write when the chat cannot be reached. */
  fallbackEmail: string;
  /** Overrides the site-wide loading and unreachable texts. */
  labels?: { loading: string; unreachable: string };
}

const Wrapper = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Notice = styled.span`
  max-width: ${theme.measure.caption};
  font-size: ${theme.fontSizes.sm};
  white-space: normal;
`;

/**
 * Opens the support chat. The messenger loads only on this click; the button
 * says when it is loading and, when the chat is blocked or offline, offers
 * the e-mail address instead.
 */
export function ChatButton({ children, event, variant = 'secondary', size = 'md', tone, fallbackEmail, labels: ownLabels }: ChatButtonProps) {
  const siteLabels = useComponentLabels();
  const labels = ownLabels ?? siteLabels.chat;
  const { chat, reportConversion } = useIntegrations();
  const status = useChatStatus();

  const handleClick = () => {
    reportConversion();
    if (event) chat.trackEvent(event);
    void chat.open();
  };

  return (
    <Wrapper>
      <Button variant={variant} size={size} tone={tone} loading={status === 'loading'} onClick={handleClick}>
        {status !== 'loading' && <Icon icon={MessageCircle} size="sm" />}
        {status === 'loading' ? labels.loading : children}
      </Button>
      <Notice role="status">
        {status === 'unreachable' && (
          <>
            {labels.unreachable} <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>
          </>
        )}
      </Notice>
    </Wrapper>
  );
}
