import type { ComponentType } from 'react';
import type { ChatEventName, ConsentCategory } from '../content/types';

export type { ChatEventName, ConsentCategory };

/**
 * The one interface between the site and third parties. Components call it
 * through `useIntegrations()`; they never touch `window.Intercom`, `window.Cal`
 * or a script tag. Stories hand in spies.
 */

/** idle: nothing loaded; loading: script requested; ready: chat loaded; unreachable: blocked or offline. */
export type ChatStatus = 'idle' | 'loading' | 'ready' | 'unreachable';

export interface ChatIntegration {
  /** Loads the messenger on first use (EU region), then shows it. A click is the visitor's request. */
  open(): Promise<void>;
  /** Loads the messenger without opening it; only with functional consent. */
  boot(): Promise<void>;
  /** Ends the session and removes the messenger and its cookies (consent withdrawn). */
  shutdown(): void;
  /** Records an event; sent only once the chat is loaded. */
  trackEvent(name: ChatEventName): void;
  /** Tells a loaded chat that the visitor moved to another page. */
  notifyNavigation(): void;
  getStatus(): ChatStatus;
  subscribe(listener: () => void): () => void;
}

export type ConsentChoice = Record<ConsentCategory, boolean>;

export interface ConsentSnapshot {
  /**
   * unknown: not read yet (prerendered HTML, first render after hydration);
   * pending: no valid choice (first visit or a new revision), the banner shows;
   * decided: a stored choice of the current revision.
   */
  status: 'unknown' | 'pending' | 'decided';
  choice: ConsentChoice;
  /** Revision of the consent text the choice was given for. */
  revision: number;
  /** When the choice was stored (ISO 8601), or null. */
  decidedAt: string | null;
  /** The settings dialog is open (first-visit «Einstellungen» or the footer link). */
  settingsOpen: boolean;
}

export interface ConsentIntegration {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored choice; called once after hydration. */
  start(): void;
  acceptAll(): void;
  rejectAll(): void;
  save(choice: ConsentChoice): void;
  openSettings(): void;
  closeSettings(): void;
}

/** Props of the scheduler the booking integration hands to `BookingEmbed`. */
export interface CalendarProps {
  calLink: string;
  namespace: string;
  /** The scheduler is on screen. */
  onReady(): void;
  /** The script or the scheduler failed or took too long. */
  onFailed(): void;
  /** A booking went through. */
  onBooked(): void;
}

export interface BookingIntegration {
  /** Loads the scheduler's code (no request to Cal.com yet); Cal.com's script loads when it mounts. */
  loadCalendar(): Promise<ComponentType<CalendarProps>>;
}

export interface MarketingIntegration {
  /** Injects the LinkedIn Insight tag; does nothing without marketing consent. */
  loadInsightTag(): void;
  /** On /de/booking-confirmed: loads the ad pixel and fires the conversion; marketing consent only. */
  reportBookingConversion(): void;
  /** Consent withdrawn: removes the tags and the cookies they set. */
  stop(): void;
}

export interface Integrations {
  consent: ConsentIntegration;
  chat: ChatIntegration;
  booking: BookingIntegration;
  marketing: MarketingIntegration;
  /** Calls the optional global conversion function when it exists and marketing consent is given; otherwise does nothing. */
  reportConversion(targetUrl?: string): void;
}
