import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { cookiePolicyContent } from '../legal/cookies';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Cookie-Richtlinie: welche Cookies wir setzen | ${operator.brand}`,
  description:
    'Welche Cookies unsere Website setzt, wozu und wie lange: notwendige, funktionale und Marketing-Cookies, jeweils mit Anbieter. Ihre Wahl ändern Sie jederzeit.',
} as const satisfies PageMeta;

export const content = { meta, document: cookiePolicyContent } as const satisfies PageContent<'cookies'>;
