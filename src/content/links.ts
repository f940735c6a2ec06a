/**
 * Link targets with a meaning beyond their path. The free consultation is the
 * site's main conversion: every link to it is built from `consultationIn`, so
 * each one reports the conversion and none can forget to (a unit test walks
 * the content of every language and checks).
 */
import { localizedPagePaths } from '../lib/paths';
import type { Locale } from '../lib/locales';
import type { LinkTarget } from './types';

export const consultationIn = <L extends Locale>(locale: L) =>
  ({ to: localizedPagePaths.freeSession[locale], reportsConversion: true }) as const satisfies LinkTarget;
