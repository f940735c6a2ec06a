import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { roadmapContent } from '../roadmap';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Feuille de route: nouveautés de la plateforme IA | ${operator.brand}`,
  description:
    'Des chats temporaires au MCP: ce que la plateforme d’IA suisse a gagné depuis 2024, ce qu’apporte la prochaine version et ce que nous testons actuellement.',
} as const satisfies PageMeta;

export const content = { meta, roadmap: roadmapContent } as const satisfies PageContent<'roadmap'>;
