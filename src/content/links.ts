/**
 * Link targets with a meaning beyond their path. The free intro call is the
 * site's main conversion: every link to it is built from `introCallIn`, so
 * each one reports the conversion and none can forget to (a unit test walks
 * the content of every language and checks).
 */
import { localizedPagePaths } from '../lib/paths';
import type { Locale } from '../lib/locales';
import type { LinkTarget } from './types';

export const introCallIn = <L extends Locale>(locale: L) =>
  ({ to: localizedPagePaths.freeSession[locale], reportsConversion: true }) as const satisfies LinkTarget;
