import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { apiProductsContent } from '../apiProducts';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `OpenAI-kompatible KI-API, gehostet in Zürich | ${operator.brand}`,
  description:
    'OpenAI-kompatible API für Mistral- und GPT-Modelle sowie Embeddings, gehostet in Zürich. Mit Schnellstart für curl, JavaScript und Python und klaren Preisen.',
} as const satisfies PageMeta;

export const content = { meta, apiProducts: apiProductsContent } as const satisfies PageContent<'apiProducts'>;
