/**
 * Title and description of every page, for the document head, social cards,
 * the sitemap and the SEO dashboard. Kept apart from the page content so the
 * route table stays small in the initial bundle.
 */
import { operator } from './operator';
import type { PageMeta } from './types';

export const homeMeta = {
  title: `Sichere KI-Plattform aus der Schweiz für KMU | ${operator.brand}`,
  description:
    'KI-Chat, Assistenten und Dokumentenanalyse, gehostet in Zürich: für KMU, Stiftungen und Non-Profits, die Datenschutz ernst nehmen. Kostenlose Erstberatung.',
} as const satisfies PageMeta;

export const loginMeta = {
  title: `Anmelden oder Konto erstellen – KI aus Zürich | ${operator.brand}`,
  description:
    'Melden Sie sich bei Ihrer KI-Plattform an oder erstellen Sie ein Konto: Schweizer Hosting, DSG- und DSGVO-konform, verschlüsselt. Für KMU, Stiftungen und NPO.',
} as const satisfies PageMeta;
