import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { apiProductsContent } from '../apiProducts';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `API d’IA compatible OpenAI, hébergée à Zurich | ${operator.brand}`,
  description:
    'API compatible OpenAI pour les modèles Mistral et GPT et les embeddings, hébergée à Zurich. Avec démarrage rapide pour curl, JavaScript et Python, prix clairs.',
} as const satisfies PageMeta;

export const content = { meta, apiProducts: apiProductsContent } as const satisfies PageContent<'apiProducts'>;
