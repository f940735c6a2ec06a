import { consentCookie, serviceFactsIn } from '../content/services';
import type { ConsentCategory } from './types';

/*
 * The cookies of consent, read from the service list: the one that stores
 * the choice, and those each category's services set on this site. Only the
 * consent engine needs them, so they stay out of what every page loads
 * (the list is 2.4 kB compressed).
 */

/** First-party cookie that stores the choice, its revision and date (necessary); named in the service list. */
export const CONSENT_COOKIE = consentCookie.name;
/** How long the choice is kept: the lifetime the cookie policy states. */
export const CONSENT_COOKIE_DAYS = consentCookie.days;

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
  serviceFactsIn(category).flatMap((service) =>
    service.cookies.flatMap((cookie) => (cookie.domain || cookie.name === null || 'storage' in cookie ? [] : [cookieMatcher(cookie.name)])),
  );

export const serviceCookies: Record<ConsentCategory, ReadonlyArray<string | RegExp>> = {
  functional: firstPartyCookies('functional'),
  analytics: firstPartyCookies('analytics'),
  marketing: firstPartyCookies('marketing'),
};
