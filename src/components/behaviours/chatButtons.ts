import type { ChatEventName, ChatStatus } from '../../integrations/types';
import { closestIn, listen, all, within, type Behaviour } from './behaviour';

/** Marks a chat button's frame, which says the chat's state in `data-chat-status` (its look follows). */
export const CHAT_FRAME_ATTRIBUTE = 'data-chat-frame';
/** Marks the button that opens the chat; its value, when set, is the chat event the click records. */
export const CHAT_BUTTON_ATTRIBUTE = 'data-chat-button';
/** Marks what the frame shows in one state of the chat: `idle` (the label), `loading`, `unreachable` (the e-mail instead). */
export const CHAT_STATE_PART_ATTRIBUTE = 'data-chat-part';

/** The parts of a chat button's frame: its label, its loading words, the e-mail offered instead. */
export type ChatPart = 'idle' | 'loading' | 'unreachable';

/** Whether a part shows in a state of the chat: the label but while loading (an unreachable chat can be tried again), the e-mail only while unreachable. */
const shows = (part: ChatPart, status: ChatStatus) => (part === 'idle' ? status !== 'loading' : part === status);

/**
 * A chat button opens the support chat: the messenger loads on this click
 * (the visitor's request), a conversion is reported (with marketing
 * consent) and the button's event recorded. Every chat button on the page
 * says what the chat is doing: loading (busy, a click waits), or
 * unreachable (the e-mail address instead).
 */
export const chatButtons: Behaviour = (root, { integrations }) => {
  const { chat, reportConversion } = integrations;
  const show = () => {
    const status = chat.getStatus();
    for (const frame of within(root, `[${CHAT_FRAME_ATTRIBUTE}]`)) {
      frame.dataset.chatStatus = status;
      for (const part of frame.querySelectorAll<HTMLElement>(`[${CHAT_STATE_PART_ATTRIBUTE}]`)) part.hidden = !shows(part.getAttribute(CHAT_STATE_PART_ATTRIBUTE) as ChatPart, status);
      const button = frame.querySelector(`[${CHAT_BUTTON_ATTRIBUTE}]`);
      if (status === 'loading') {
        button?.setAttribute('aria-busy', 'true');
        button?.setAttribute('aria-disabled', 'true');
      } else {
        button?.removeAttribute('aria-busy');
        button?.removeAttribute('aria-disabled');
      }
    }
  };
  show();
  return all(
    chat.subscribe(show),
    listen<MouseEvent>(root, 'click', (event) => {
      const button = closestIn(event, root, `[${CHAT_BUTTON_ATTRIBUTE}]`);
      if (!button || chat.getStatus() === 'loading') return;
      reportConversion();
      const name = button.getAttribute(CHAT_BUTTON_ATTRIBUTE);
      if (name) chat.trackEvent(name as ChatEventName);
      void chat.open();
    }),
  );
};
