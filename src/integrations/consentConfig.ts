import type { ConsentCategory, ConsentChoice, ConsentSnapshot } from './types';

/*
 * What every render needs to know about consent. The cookie that stores the
 * choice and the cookies each category clears are read from the service
 * list in consentCookies.ts, which only the consent engine's chunk loads.
 */

/**
 * Raise the revision whenever the services or the purposes in the consent
 * text change: every visitor is asked again.
 */
export const CONSENT_REVISION = 1;

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
