import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { homeContent } from '../home';
import { plansContent } from '../plans';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `IA sécurisée hébergée en Suisse pour les PME | ${operator.brand}`,
  description:
    'Chat IA, assistants et analyse de documents hébergés à Zurich, pour PME, fondations et associations soucieuses de leurs données. Premier conseil gratuit.',
} as const satisfies PageMeta;

export const content = { meta, home: homeContent, plans: plansContent } as const satisfies PageContent<'home'>;
