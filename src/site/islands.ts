import type { ComponentType } from 'react';

/**
 * Every island of the site (src/components/Island.tsx) by name, and how the
 * browser loads its code: each its own chunk, fetched only by a page that
 * has it. The prerenderer checks that each island a page places names the
 * component registered here.
 */
export const islandLoaders = {
  TokenEstimator: () => import('../sections/pricing/TokenEstimator').then((module) => module.TokenEstimator),
  SeatCalculator: () => import('../sections/academy/SeatCalculator').then((module) => module.SeatCalculator),
  SelfCheck: () => import('../sections/academy/SelfCheck').then((module) => module.SelfCheck),
  LoginPanel: () => import('../sections/login/LoginPanel').then((module) => module.LoginPanel),
  ResetPasswordPanel: () => import('../sections/login/ResetPasswordPanel').then((module) => module.ResetPasswordPanel),
  SeoPageMeta: () => import('../sections/seo/SeoPageMeta').then((module) => module.SeoPageMeta),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
