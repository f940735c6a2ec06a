import { fn } from 'storybook/test';
import type { ChatStatus, ConsentChoice, ConsentSnapshot, Integrations } from '../../src/integrations/types';
import { fullConsent, initialConsentSnapshot, noConsent } from '../../src/integrations/consentConfig';
import { FakeCalendar, setCalendarBehaviour, type CalendarBehaviour } from './FakeCalendar';

let chatStatus: ChatStatus = 'idle';
const chatListeners = new Set<() => void>();
let consent: ConsentSnapshot = initialConsentSnapshot;
const consentListeners = new Set<() => void>();

const listen = (listeners: Set<() => void>) => (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A fixed date, so screenshots never change. */
const DECIDED_AT = '2026-11-02T09:30:00.000Z';

function publishConsent(next: Partial<ConsentSnapshot>) {
  consent = { ...consent, ...next };
  consentListeners.forEach((listener) => listener());
}

const decide = (choice: ConsentChoice) => publishConsent({ status: 'decided', choice, decidedAt: DECIDED_AT, settingsOpen: false });

/**
 * Spies in place of the real integrations: every story gets them through the
 * preview decorator, play functions import them to assert on the calls.
 * The consent spies also change the state, so the UI reacts as on the site.
 */
export const integrationSpies = {
  consent: {
    getSnapshot: () => consent,
    subscribe: listen(consentListeners),
    start: fn().mockName('consent.start'),
    acceptAll: fn(() => decide(fullConsent)).mockName('consent.acceptAll'),
    rejectAll: fn(() => decide(noConsent)).mockName('consent.rejectAll'),
    save: fn((choice: ConsentChoice) => decide(choice)).mockName('consent.save'),
    openSettings: fn(() => publishConsent({ settingsOpen: true })).mockName('consent.openSettings'),
    closeSettings: fn(() => publishConsent({ settingsOpen: false })).mockName('consent.closeSettings'),
  },
  chat: {
    open: fn(async () => undefined).mockName('chat.open'),
    boot: fn(async () => undefined).mockName('chat.boot'),
    shutdown: fn().mockName('chat.shutdown'),
    trackEvent: fn().mockName('chat.trackEvent'),
    notifyNavigation: fn().mockName('chat.notifyNavigation'),
    getStatus: () => chatStatus,
    subscribe: listen(chatListeners),
  },
  booking: {
    loadCalendar: fn(async () => FakeCalendar).mockName('booking.loadCalendar'),
  },
  marketing: {
    loadInsightTag: fn().mockName('marketing.loadInsightTag'),
    reportBookingConversion: fn().mockName('marketing.reportBookingConversion'),
    stop: fn().mockName('marketing.stop'),
  },
  reportConversion: fn().mockName('reportConversion'),
} satisfies Integrations;

export function setChatStatus(next: ChatStatus) {
  chatStatus = next;
  chatListeners.forEach((listener) => listener());
}

/** Presets the consent a story starts with (`parameters.consent`). */
export function setConsent(next: Partial<ConsentSnapshot>) {
  publishConsent(next);
}

export interface SpyParameters {
  chatStatus?: ChatStatus;
  /** Defaults to a decided «nothing accepted», so the banner stays out of component stories. */
  consent?: Partial<ConsentSnapshot>;
  calendar?: CalendarBehaviour;
}

/** Fresh spies and the story's preset states, before every story. */
export function resetIntegrationSpies({ chatStatus: presetChat = 'idle', consent: presetConsent, calendar = 'ready' }: SpyParameters = {}) {
  for (const group of [integrationSpies.consent, integrationSpies.chat, integrationSpies.booking, integrationSpies.marketing]) {
    for (const member of Object.values(group)) if ('mockClear' in member) member.mockClear();
  }
  integrationSpies.reportConversion.mockClear();
  chatStatus = presetChat;
  consent = { ...initialConsentSnapshot, status: 'decided', decidedAt: DECIDED_AT, ...presetConsent };
  setCalendarBehaviour(calendar);
}
