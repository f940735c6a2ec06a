import type * as IntercomSdkModule from '@intercom/messenger-js-sdk';
import type { ChatEventName, ChatIntegration, ChatStatus } from '../types';
import { waitForScript } from './waitForScript';

const WIDGET_HOST = 'widget.intercom.io';
const EU_API_BASE = 'https://api-iam.eu.intercom.io';
/** How long the messenger script may take before we call it unreachable. */
const CHAT_TIMEOUT_MS = 10_000;

type IntercomSdk = typeof IntercomSdkModule;

/**
 * The Intercom messenger, EU region, in the page's language: Intercom's
 * `language_override` wins over the language it would detect and the
 * browser's (its help article «Enforce the language of the Messenger»).
 * Nothing is requested until `open` (a click on a chat button) or `boot`
 * (functional consent) is called.
 */
export function createChat(appId: string, language: string): ChatIntegration {
  let status: ChatStatus = 'idle';
  let sdk: IntercomSdk | null = null;
  let loading: Promise<void> | null = null;
  const pendingEvents: ChatEventName[] = [];
  const listeners = new Set<() => void>();

  const setStatus = (next: ChatStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };

  const load = () =>
    (loading ??= (async () => {
      setStatus('loading');
      try {
        if (!sdk) {
          sdk = await import('@intercom/messenger-js-sdk');
          // region 'eu' sets api_base to https://api-iam.eu.intercom.io and adds the widget script.
          sdk.Intercom({ app_id: appId, region: 'eu', language_override: language });
        } else if (window.Intercom) {
          // After a shutdown the SDK does not initialise twice: boot again.
          sdk.boot({ app_id: appId, api_base: EU_API_BASE, language_override: language });
        }
        await waitForScript(WIDGET_HOST, CHAT_TIMEOUT_MS);
        setStatus('ready');
        pendingEvents.splice(0).forEach((name) => sdk?.trackEvent(name));
      } catch {
        setStatus('unreachable');
      } finally {
        loading = null;
      }
    })());

  const shutdown = () => {
    if (status !== 'ready' || !sdk) return;
    sdk.shutdown();
    setStatus('idle');
  };

  // Not on `pagehide`: every page is a document, so it fires on each link
  // followed, and Intercom's shutdown ends the visitor's conversation.
  // Withdrawing functional consent shuts the chat down (ConsentedServices).

  return {
    async open() {
      if (status !== 'ready') await load();
      if (status === 'ready') sdk?.show();
    },
    async boot() {
      if (status === 'idle') await load();
    },
    shutdown,
    trackEvent(name) {
      if (status === 'ready') sdk?.trackEvent(name);
      else pendingEvents.push(name);
    },
    notifyNavigation() {
      if (status === 'ready') sdk?.update({ last_request_at: Math.floor(Date.now() / 1000) });
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
