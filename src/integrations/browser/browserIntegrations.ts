import { operator } from '../../content/operator';
import type { ConsentIntegration, Integrations, MarketingIntegration } from '../types';
import type { Locale } from '../../lib/locales';
import { createChat } from './chat';
import { createConsent } from './consent';

/**
 * The marketing tags (marketing.ts) as a chunk of their own: their code
 * runs only once the visitor has allowed marketing, so no page loads it
 * before. Withdrawing stops them only where they were loaded.
 */
function lazyMarketing(consent: ConsentIntegration): MarketingIntegration {
  let loaded: Promise<MarketingIntegration> | undefined;
  const whenAllowed = (use: (marketing: MarketingIntegration) => void) => {
    if (!consent.getSnapshot().choice.marketing) return;
    loaded ??= import('./marketing').then((module) => module.createMarketing(consent));
    void loaded.then(use);
  };
  return {
    loadInsightTag: () => whenAllowed((marketing) => marketing.loadInsightTag()),
    reportBookingConversion: () => whenAllowed((marketing) => marketing.reportBookingConversion()),
    stop: () => void loaded?.then((marketing) => marketing.stop()),
  };
}

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
    marketing: lazyMarketing(consent),
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
