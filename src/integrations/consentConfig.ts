import { consentCookie, servicesIn } from '../content/services';
import type { ConsentCategory, ConsentChoice, ConsentSnapshot } from './types';

/**
 * Raise the revision whenever the services or the purposes in the consent
 * text change: every visitor is asked again.
 */
export const CONSENT_REVISION = 1;

/** First-party cookie that stores the choice, its revision and date (necessary); named in the service list. */
export const CONSENT_COOKIE = consentCookie.name;
/** How long the choice is kept: the lifetime the cookie policy states. */
export const CONSENT_COOKIE_DAYS = consentCookie.days;

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

/** A listed cookie name as the engine matches it: a trailing `*` matches any suffix. */
function cookieMatcher(name: string): string | RegExp {
  return name.endsWith('*') ? new RegExp(`^${name.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : name;
}

/**
 * Cookies the services set on our own domain, removed when their category is
 * withdrawn; read from the service list. Third-party cookies (on cal.com,
 * linkedin.com) are out of a site's reach; the browser's partitioning keeps
 * them per site.
 */
const firstPartyCookies = (category: ConsentCategory) =>
  servicesIn(category).flatMap((service) => service.cookies.filter((cookie) => !cookie.domain).map((cookie) => cookieMatcher(cookie.name)));

export const serviceCookies: Record<ConsentCategory, ReadonlyArray<string | RegExp>> = {
  functional: firstPartyCookies('functional'),
  analytics: firstPartyCookies('analytics'),
  marketing: firstPartyCookies('marketing'),
};
