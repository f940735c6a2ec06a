import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { privacyContent } from '../legal/privacy';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Politique de confidentialité: nLPD et RGPD | ${operator.brand}`,
  description:
    'Les données personnelles que nous traitons et pourquoi, qui les reçoit, dans quels pays, combien de temps nous les gardons, vos droits selon la nLPD et le RGPD.',
} as const satisfies PageMeta;

export const content = { meta, document: privacyContent } as const satisfies PageContent<'privacy'>;
