/**
 * The first-party cookie that stores the visitor's choice: listed with the
 * services (services.ts), read by the consent engine and, by its name
 * alone, by the consent integration that every page loads. A module of its
 * own, so that page does not load the service list with it.
 */
export const consentCookie = {
  name: 'limmat_consent',
  days: 182,
} as const;
