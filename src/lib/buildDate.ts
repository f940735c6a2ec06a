import type { IsoDate } from './introOffer';

/**
 * The day the site was built, in Zürich. vite.config.ts defines it once for
 * the client and the server bundle, so the prerendered HTML and the hydrated
 * page judge dated content (the introductory price) on the same day. Read
 * it when rendering, not when a module loads: plain Node (unit tests) has
 * no such constant.
 */
export function buildDate(): IsoDate {
  return __BUILD_DATE__;
}
