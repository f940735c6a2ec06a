import { Section } from '../../components/Section';
import { Columns } from '../../components/Columns';
import type { RoadmapContent } from '../../content/roadmap';
import { RoadmapToc } from './RoadmapToc';
import { RoadmapPeriodBlock } from './RoadmapPeriodBlock';
import { Grid } from '../../components/Grid';

export interface RoadmapTimelineProps {
  /** The table of contents' title, the status words and the periods, newest first (the next release leads). */
  content: Pick<RoadmapContent, 'tocTitle' | 'statusLabels' | 'periods'>;
}

/**
 * The roadmap itself: the table of contents beside the periods, the next
 * release first and set apart. Kept as prerendered: its only links are the
 * contents' jumps, plain anchors the browser follows by itself.
 */
export function RoadmapTimeline({ content }: RoadmapTimelineProps) {
  return (
    <Section spacing="compact">
      <Columns $split="4-8" $gap={6}>
        <RoadmapToc title={content.tocTitle} entries={content.periods} />
        <Grid columns={{ base: 1 }} gap={{ base: 8 }}>
          {content.periods.map((period, index) => (
            <RoadmapPeriodBlock key={period.id} period={period} statusLabels={content.statusLabels} highlighted={index === 0} />
          ))}
        </Grid>
      </Columns>
    </Section>
  );
}
