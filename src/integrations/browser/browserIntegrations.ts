import { operator } from '../../content/operator';
import type { Integrations } from '../types';
import type { Locale } from '../../lib/locales';
import { createChat } from './chat';
import { createConsent } from './consent';
import { createMarketing } from './marketing';

declare global {
  interface Window {
    gtag_report_conversion?: (url?: string) => unknown;
  }
}

/**
 * The real integrations of the site, speaking the page's language where the
 * provider lets it (the chat; Cal.com's embed has no language setting and
 * follows the visitor's browser). Nothing leaves the browser until a click
 * or a consent asks for it.
 */
export function createBrowserIntegrations(locale: Locale): Integrations {
  const consent = createConsent();
  return {
    consent,
    // Intercom names languages by their ISO 639-1 code.
    chat: createChat(operator.intercomAppId, locale.split('-')[0]!),
    booking: {
      loadCalendar: () => import('./CalComCalendar').then((module) => module.CalComCalendar),
    },
    marketing: createMarketing(consent),
    reportConversion(targetUrl) {
      if (!consent.getSnapshot().choice.marketing) return;
      try {
        window.gtag_report_conversion?.(targetUrl);
      } catch (error) {
        console.error('Conversion konnte nicht gemeldet werden', error);
      }
    },
  };
}
