import { roadmapContent } from '../content/roadmap';
import { RoadmapIntro } from '../sections/roadmap/RoadmapIntro';
import { RoadmapTimeline } from '../sections/roadmap/RoadmapTimeline';
import { ClosingCta } from '../sections/shared/ClosingCta';

/** /de/roadmap: the dated roadmap, its contents beside the periods, and an invitation to ask for what is missing. */
export function RoadmapPage() {
  return (
    <>
      <RoadmapIntro content={roadmapContent.intro} />
      <RoadmapTimeline content={roadmapContent} />
      <ClosingCta content={roadmapContent.closing} />
    </>
  );
}
