import type { ComponentType } from 'react';

/**
 * Every island of the site (src/components/Island.tsx) by name, and how the
 * browser loads its code: each its own chunk, fetched only by a page that
 * has it. The prerenderer checks that each island a page places names the
 * component registered here.
 */
export const islandLoaders = {
  BookingEmbed: () => import('../sections/shared/bookingEmbed/BookingEmbed').then((module) => module.BookingEmbed),
  TokenEstimator: () => import('../sections/pricing/TokenEstimator').then((module) => module.TokenEstimator),
  PricingFaq: () => import('../sections/pricing/PricingFaq').then((module) => module.PricingFaq),
  SeatCalculator: () => import('../sections/academy/SeatCalculator').then((module) => module.SeatCalculator),
  SelfCheck: () => import('../sections/academy/SelfCheck').then((module) => module.SelfCheck),
  AcademyFaq: () => import('../sections/academy/AcademyFaq').then((module) => module.AcademyFaq),
  FaqBrowser: () => import('../sections/faq/FaqBrowser').then((module) => module.FaqBrowser),
  ApiQuickstart: () => import('../sections/api/ApiQuickstart').then((module) => module.ApiQuickstart),
  LoginPanel: () => import('../sections/login/LoginPanel').then((module) => module.LoginPanel),
  ResetPasswordPanel: () => import('../sections/login/ResetPasswordPanel').then((module) => module.ResetPasswordPanel),
  SeoChecklist: () => import('../sections/seo/SeoChecklist').then((module) => module.SeoChecklist),
  SeoDashboardTabs: () => import('../sections/seo/SeoDashboardTabs').then((module) => module.SeoDashboardTabs),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
