import type { ChatEventName } from '../../integrations/types';
import { closestIn, listen, type Behaviour } from './behaviour';

/**
 * Marks a link whose click is a conversion (the free intro call): it is
 * reported through the integrations, which call the operator's conversion
 * function only with marketing consent.
 */
export const REPORTS_CONVERSION_ATTRIBUTE = 'data-reports-conversion';

/** Marks a link whose click records a chat event (the value: the event's name), sent once the chat is loaded. */
export const CHAT_EVENT_ATTRIBUTE = 'data-chat-event';

/**
 * What a link reports when it is followed: a conversion, a chat event. The
 * browser then follows it as it does any link (the next page loads, or a
 * jump within this one).
 */
export const reportedLinks: Behaviour = (root, { integrations }) =>
  listen<MouseEvent>(root, 'click', (event) => {
    const link = closestIn<HTMLAnchorElement>(event, root, `a[${REPORTS_CONVERSION_ATTRIBUTE}], a[${CHAT_EVENT_ATTRIBUTE}]`);
    if (!link) return;
    const chatEvent = link.getAttribute(CHAT_EVENT_ATTRIBUTE);
    if (chatEvent) integrations.chat.trackEvent(chatEvent as ChatEventName);
    if (!link.hasAttribute(REPORTS_CONVERSION_ATTRIBUTE)) return;
    // A jump within the page reports no target; a link to a page reports where it leads.
    const href = link.getAttribute('href') ?? '';
    integrations.reportConversion(href.startsWith('#') ? undefined : href);
  });
