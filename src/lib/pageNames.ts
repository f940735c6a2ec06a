/**
 * Every page of the site, by the name content, components and the route
 * table use for it. Its path in each language is in that language's entry
 * of the locale list (src/lib/locales.ts).
 */
export const pageNames = [
  'home',
  'pricing',
  'apiProducts',
  'academy',
  'faq',
  'about',
  'contact',
  'freeSession',
  'bookingConfirmed',
  'login',
  'resetPassword',
  'roadmap',
  'impressum',
  'terms',
  'privacy',
  'cookies',
  'seoAudit',
  'seoDashboard',
  'blog',
] as const;

export type PageName = (typeof pageNames)[number];
