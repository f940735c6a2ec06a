import type * as IntercomSdkModule from '@intercom/messenger-js-sdk';
import { operator } from '../content/operator';
import type { ChatEventName, ChatIntegration, ChatStatus, Integrations } from './types';

declare global {
  interface Window {
    gtag_report_conversion?: (url?: string) => unknown;
  }
}

const WIDGET_HOST = 'widget.intercom.io';
/** How long the messenger script may take before we call it unreachable. */
const CHAT_TIMEOUT_MS = 10_000;

type IntercomSdk = typeof IntercomSdkModule;

function createChat(appId: string): ChatIntegration {
  let status: ChatStatus = 'idle';
  let sdk: IntercomSdk | null = null;
  const pendingEvents: ChatEventName[] = [];
  const listeners = new Set<() => void>();

  const setStatus = (next: ChatStatus) => {
    status = next;
    listeners.forEach((listener) => listener());
  };

  /** Resolves when the widget script has loaded, rejects on error or timeout. */
  const widgetLoaded = () =>
    new Promise<void>((resolve, reject) => {
      const script = document.querySelector<HTMLScriptElement>(`script[src*="${WIDGET_HOST}"]`);
      if (!script) return reject(new Error('messenger script missing'));
      const timer = window.setTimeout(() => reject(new Error('messenger timed out')), CHAT_TIMEOUT_MS);
      script.addEventListener('load', () => {
        window.clearTimeout(timer);
        resolve();
      });
      script.addEventListener('error', () => {
        window.clearTimeout(timer);
        reject(new Error('messenger blocked or offline'));
      });
    });

  const load = async () => {
    setStatus('loading');
    try {
      sdk = await import('@intercom/messenger-js-sdk');
      // region 'eu' sets api_base to https://api-iam.eu.intercom.io.
      sdk.Intercom({ app_id: appId, region: 'eu' });
      await widgetLoaded();
      setStatus('ready');
      pendingEvents.splice(0).forEach((name) => sdk?.trackEvent(name));
    } catch {
      setStatus('unreachable');
    }
  };

  window.addEventListener?.('pagehide', () => {
    if (status === 'ready') sdk?.shutdown();
  });

  return {
    async open() {
      if (status === 'idle' || status === 'unreachable') await load();
      if (status === 'ready') sdk?.show();
    },
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

/** The real integrations of the site. Nothing loads until a method is called. */
export function createBrowserIntegrations(): Integrations {
  let chat: ChatIntegration | null = null;
  const lazyChat = () => (chat ??= createChat(operator.intercomAppId));
  return {
    chat: {
      open: () => lazyChat().open(),
      trackEvent: (name) => lazyChat().trackEvent(name),
      notifyNavigation: () => chat?.notifyNavigation(),
      getStatus: () => chat?.getStatus() ?? 'idle',
      subscribe: (listener) => lazyChat().subscribe(listener),
    },
    reportConversion(targetUrl) {
      try {
        window.gtag_report_conversion?.(targetUrl);
      } catch (error) {
        console.error('Conversion konnte nicht gemeldet werden', error);
      }
    },
  };
}
