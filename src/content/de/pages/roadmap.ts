import { operator } from '../../operator';
import type { PageMeta } from '../../types';
import type { PageContent } from '../../pageContent';
import { roadmapContent } from '../roadmap';

/** The page's title and description, for the head, social cards and the SEO pages. */
const meta = {
  title: `Roadmap: was die KI-Plattform neu kann und plant | ${operator.brand}`,
  description:
    'Von temporären Chats bis MCP: was die Schweizer KI-Plattform seit 2024 dazugewonnen hat, was das nächste Release bringt und was wir erproben.',
} as const satisfies PageMeta;

export const content = { meta, roadmap: roadmapContent } as const satisfies PageContent<'roadmap'>;
