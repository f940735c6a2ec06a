import type { Locale } from './lib/locales';

declare global {
  /** Set by `define` in vite.config.ts: the day of the build in Zürich, YYYY-MM-DD. */
  const __BUILD_DATE__: string;

  /** Set by `define` in vite.config.ts: the language this bundle is of (the site builds one per language). */
  const __SITE_LOCALE__: Locale;
}

export {};
