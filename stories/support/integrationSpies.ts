import { fn } from 'storybook/test';
import type { ChatStatus, Integrations } from '../../src/integrations/types';

let status: ChatStatus = 'idle';
const listeners = new Set<() => void>();

/**
 * Spies in place of the real integrations: every story gets them through the
 * preview decorator, play functions import them to assert on the calls.
 * `setChatStatus` lets a story show the loading or unreachable state.
 */
export const integrationSpies = {
  chat: {
    open: fn(async () => undefined).mockName('chat.open'),
    trackEvent: fn().mockName('chat.trackEvent'),
    notifyNavigation: fn().mockName('chat.notifyNavigation'),
    getStatus: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  },
  reportConversion: fn().mockName('reportConversion'),
} satisfies Integrations;

export function setChatStatus(next: ChatStatus) {
  status = next;
  listeners.forEach((listener) => listener());
}

export function resetIntegrationSpies() {
  integrationSpies.chat.open.mockClear();
  integrationSpies.chat.trackEvent.mockClear();
  integrationSpies.chat.notifyNavigation.mockClear();
  integrationSpies.reportConversion.mockClear();
  status = 'idle';
}
