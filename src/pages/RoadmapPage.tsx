import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { RoadmapIntro } from '../sections/roadmap/RoadmapIntro';
import { RoadmapTimeline } from '../sections/roadmap/RoadmapTimeline';
import { ClosingCta } from '../sections/shared/ClosingCta';

/** /de/roadmap: the dated roadmap, its contents beside the periods, and an invitation to ask for what is missing. */
export function RoadmapPage({ content }: { content: PageContent<'roadmap'> }) {
  const roadmapContent = content.roadmap;
  return (
    <>
      <RoadmapIntro content={roadmapContent.intro} />
      <RoadmapTimeline content={roadmapContent} />
      <ClosingCta content={roadmapContent.closing} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = { Page: RoadmapPage } satisfies PageModule<'roadmap'>;
