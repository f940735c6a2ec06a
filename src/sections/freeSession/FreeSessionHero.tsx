import { PageIntro } from '../../components/PageIntro';
import type { FreeSessionContent } from '../../content/freeSession';

export interface FreeSessionHeroProps {
  /** Eyebrow, the page's h1 and the lead sentence on what the call gives. */
  content: FreeSessionContent['hero'];
}

/** The page's promise: what 30 free minutes give a team. */
export function FreeSessionHero({ content }: FreeSessionHeroProps) {
  return <PageIntro titleId="free-session-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />;
}
