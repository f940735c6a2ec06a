import type { ConsentIntegration, MarketingIntegration } from '../types';
import { operator } from '../../content/operator';
import { injectScript } from './waitForScript';

const TAG_TIMEOUT_MS = 10_000;
const LINKEDIN_INSIGHT = 'https://snap.licdn.com/li.lms-analytics/insight.min.js';
const GOOGLE_TAG = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    _linkedin_partner_id?: string;
    _linkedin_data_partner_ids?: string[];
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * LinkedIn Insight tag and the advertising pixel (Google Ads). Both check
 * marketing consent themselves, so a caller cannot load them by mistake.
 * Failures are logged, never thrown: an ad blocker must not break a page.
 */
export function createMarketing(consent: ConsentIntegration): MarketingIntegration {
  const allowed = () => consent.getSnapshot().choice.marketing;
  let insightLoaded = false;
  let loadedAnything = false;

  return {
    loadInsightTag() {
      if (!allowed() || insightLoaded) return;
      insightLoaded = loadedAnything = true;
      window._linkedin_partner_id = operator.linkedinPartnerId;
      window._linkedin_data_partner_ids = [operator.linkedinPartnerId];
      injectScript(LINKEDIN_INSIGHT, TAG_TIMEOUT_MS).catch((error: unknown) => {
        console.error('LinkedIn Insight Tag konnte nicht geladen werden', error);
      });
    },
    reportBookingConversion() {
      if (!allowed()) return;
      loadedAnything = true;
      const { tagId, bookingConversion } = operator.ads;
      window.dataLayer = window.dataLayer ?? [];
      // gtag.js reads the queue of `arguments` objects, as in Google's own snippet.
      window.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer?.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', tagId);
      window.gtag('event', 'conversion', { send_to: bookingConversion });
      injectScript(`${GOOGLE_TAG}?id=${encodeURIComponent(tagId)}`, TAG_TIMEOUT_MS).catch((error: unknown) => {
        console.error('Buchungs-Conversion konnte nicht gemeldet werden', error);
      });
    },
    stop() {
      if (!loadedAnything) return;
      document.querySelectorAll('script[data-consent-tag]').forEach((script) => script.remove());
      delete window._linkedin_partner_id;
      delete window._linkedin_data_partner_ids;
      delete window.gtag;
      delete window.dataLayer;
      // A loaded tag keeps its listeners until the page is gone; the consent
      // engine has already erased its cookies.
      window.location.reload();
    },
  };
}
