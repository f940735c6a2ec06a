/**
 * Link targets with a meaning beyond their path. The free consultation is the
 * site's main conversion: every link to it is built from `consultation`, so
 * each one reports the conversion and none can forget to (a unit test walks
 * the content and checks).
 */
import { pagePaths } from '../lib/paths';
import type { LinkTarget } from './types';

export const consultation = { to: pagePaths.freeSession, reportsConversion: true } as const satisfies LinkTarget;
