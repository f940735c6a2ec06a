import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { loginContent } from '../login';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Connexion ou création de compte – IA suisse | ${operator.brand}`,
  description:
    'Connectez-vous à votre plateforme d’IA ou créez un compte: hébergement en Suisse, conforme à la nLPD et au RGPD, chiffré. Pour PME, fondations et associations.',
} as const satisfies PageMeta;

export const content = { meta, login: loginContent } as const satisfies PageContent<'login'>;
