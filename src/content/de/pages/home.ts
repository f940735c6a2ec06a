import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { homeContent } from '../home';
import { plansContent } from '../plans';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Sichere KI-Plattform aus der Schweiz für KMU | ${operator.brand}`,
  description:
    'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für KMU, Stiftungen und Non-Profits, die Datenschutz ernst nehmen. Kostenlose Erstberatung.',
} as const satisfies PageMeta;

export const content = { meta, home: homeContent, plans: plansContent } as const satisfies PageContent<'home'>;
