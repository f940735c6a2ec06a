import styled from 'styled-components';
import { PageIntro } from '../../components/PageIntro';
import type { RoadmapIntroContent } from '../../content/roadmap';
import { theme } from '../../design/theme';

export interface RoadmapIntroProps {
  /** Eyebrow, h1, lead, the «Stand» date and the note that the page is a dated snapshot. */
  content: RoadmapIntroContent;
}

const Updated = styled.p`
  margin-top: ${theme.space[5]};
  font-weight: ${theme.fontWeights.semibold};
`;

const Note = styled.p`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

/** The page's title and lead, and when the roadmap was written, so a later reader takes it for what it is. */
export function RoadmapIntro({ content }: RoadmapIntroProps) {
  return (
    <PageIntro titleId="roadmap-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
      <Updated>
        {content.updatedLabel} <time dateTime={content.updated.iso}>{content.updated.display}</time>
      </Updated>
      <Note>{content.snapshotNote}</Note>
    </PageIntro>
  );
}
