/**
 * The one interface between the site and third parties. Components call it
 * through `useIntegrations()`; they never touch `window.Intercom`, `window.Cal`
 * or a script tag. Stories hand in spies.
 */

/** Events sent to the support chat, named as in the specification. */
export type ChatEventName =
  | 'waitlist_clicked_pricing'
  | 'intro_offer_clicked_pricing'
  | 'enterprise_inquiry_clicked_pricing'
  | 'start_chat_cohort_hero'
  | 'sticky_cta_clicked_academy';

/** idle: nothing loaded; loading: script requested; ready: chat shown; unreachable: blocked or offline. */
export type ChatStatus = 'idle' | 'loading' | 'ready' | 'unreachable';

export interface ChatIntegration {
  /** Loads the messenger on first use (EU region), then shows it. */
  open(): Promise<void>;
  /** Records an event; sent only once the chat is loaded. */
  trackEvent(name: ChatEventName): void;
  /** Tells a loaded chat that the visitor moved to another page. */
  notifyNavigation(): void;
  getStatus(): ChatStatus;
  subscribe(listener: () => void): () => void;
}

export interface Integrations {
  chat: ChatIntegration;
  /** Calls the optional global conversion function when it exists; otherwise does nothing. */
  reportConversion(targetUrl?: string): void;
}
