import type { Integrations } from './types';
import { initialConsentSnapshot } from './consentConfig';

const nothing = () => undefined;
const never = () => new Promise<never>(() => undefined);

/** Nothing talks to a third party while prerendering: every call is a no-op, consent is unknown. */
export const inertIntegrations: Integrations = {
  consent: {
    getSnapshot: () => initialConsentSnapshot,
    subscribe: () => nothing,
    start: nothing,
    acceptAll: nothing,
    rejectAll: nothing,
    save: nothing,
    openSettings: nothing,
    closeSettings: nothing,
  },
  chat: {
    open: async () => undefined,
    boot: async () => undefined,
    shutdown: nothing,
    trackEvent: nothing,
    notifyNavigation: nothing,
    getStatus: () => 'idle',
    subscribe: () => nothing,
  },
  booking: { loadCalendar: never },
  marketing: { loadInsightTag: nothing, reportBookingConversion: nothing, stop: nothing },
  reportConversion: nothing,
};
