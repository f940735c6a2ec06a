import { operator } from '../../content/operator';
import type { Integrations } from '../types';
import { createChat } from './chat';
import { createConsent } from './consent';
import { createMarketing } from './marketing';

declare global {
  interface Window {
    gtag_report_conversion?: (url?: string) => unknown;
  }
}

/** The real integrations of the site. Nothing leaves the browser until a click or a consent asks for it. */
export function createBrowserIntegrations(): Integrations {
  const consent = createConsent();
  return {
    consent,
    chat: createChat(operator.intercomAppId),
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
