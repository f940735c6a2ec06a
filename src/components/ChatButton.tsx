import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { Button } from './Button';
import { Icon } from './Icon';
import type { ButtonSize, ButtonVariant } from './buttonStyles';
import { spinning } from '../design/motion';
import { CHAT_BUTTON_ATTRIBUTE, CHAT_FRAME_ATTRIBUTE, CHAT_STATE_PART_ATTRIBUTE, type ChatPart } from './behaviours/chatButtons';
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

/** What the frame shows in one state of the chat; the behaviour `chatButtons` shows one at a time. */
const partProps = (part: ChatPart, shownFirst: boolean) => ({ [CHAT_STATE_PART_ATTRIBUTE]: part, hidden: !shownFirst });

/** The label and the loading words are laid out as the button's own children. */
const Part = styled.span`
  display: contents;
  &[hidden] {
    display: none;
  }
`;

const Spinner = styled.span`
  ${spinning}
`;

/**
 * Opens the support chat. The messenger loads only on this click; the button
 * says when it is loading and, when the chat is blocked or offline, offers
 * the e-mail address instead. Plain markup: the behaviour `chatButtons`
 * opens the chat, reports the conversion, records the event and shows the
 * chat's state on every chat button of the page.
 */
export function ChatButton({ children, event, variant = 'secondary', size = 'md', tone, fallbackEmail, labels: ownLabels }: ChatButtonProps) {
  const siteLabels = useComponentLabels();
  const labels = ownLabels ?? siteLabels.chat;
  return (
    <Wrapper {...{ [CHAT_FRAME_ATTRIBUTE]: '' }} data-chat-status="idle">
      <Button variant={variant} size={size} tone={tone} {...{ [CHAT_BUTTON_ATTRIBUTE]: event ?? '' }}>
        <Part {...partProps('idle', true)}>
          <Icon icon={MessageCircle} size="sm" />
          {children}
        </Part>
        <Part {...partProps('loading', false)}>
          <Spinner>
            <Icon icon={LoaderCircle} size="sm" />
          </Spinner>
          {labels.loading}
        </Part>
      </Button>
      <Notice role="status">
        <span {...partProps('unreachable', false)}>
          {labels.unreachable} <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>
        </span>
      </Notice>
    </Wrapper>
  );
}
