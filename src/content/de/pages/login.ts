import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { loginContent } from '../login';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Anmelden oder Konto erstellen – KI aus Zürich | ${operator.brand}`,
  description:
    'Melden Sie sich bei Ihrer KI-Plattform an oder erstellen Sie ein Konto: Schweizer Hosting, DSG- und DSGVO-konform, verschlüsselt. Für KMU, Stiftungen und NPO.',
} as const satisfies PageMeta;

export const content = { meta, login: loginContent } as const satisfies PageContent<'login'>;
