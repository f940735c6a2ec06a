import type { ConsentCategory, ConsentChoice, ConsentSnapshot } from './types';

/**
 * Raise the revision whenever the services or the purposes in the consent
 * text change: every visitor is asked again.
 */
export const CONSENT_REVISION = 1;

/** First-party cookie that stores the choice, its revision and date (necessary). */
export const CONSENT_COOKIE = 'limmat_consent';

export const consentCategories: ReadonlyArray<ConsentCategory> = ['functional', 'analytics', 'marketing'];

export const noConsent: ConsentChoice = { functional: false, analytics: false, marketing: false };
export const fullConsent: ConsentChoice = { functional: true, analytics: true, marketing: true };

/** What every render sees before the stored choice is read: nothing granted. */
export const initialConsentSnapshot: ConsentSnapshot = {
  status: 'unknown',
  choice: noConsent,
  revision: CONSENT_REVISION,
  decidedAt: null,
  settingsOpen: false,
};

/**
 * Cookies the services set on our own domain, removed when their category is
 * withdrawn. Third-party cookies (on intercom.io, cal.com, linkedin.com) are
 * out of a site's reach; the browser's partitioning keeps them per site.
 */
export const serviceCookies: Record<ConsentCategory, ReadonlyArray<string | RegExp>> = {
  functional: [/^intercom-/],
  analytics: [/^_ga/],
  marketing: [/^_gcl_/, /^_gac_/, /^li_/, 'lms_ads', 'lms_analytics', 'UserMatchHistory', 'AnalyticsSyncHistory'],
};
