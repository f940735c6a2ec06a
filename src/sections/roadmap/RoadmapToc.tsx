import styled from 'styled-components';
import { TableOfContents } from '../shared/TableOfContents';
import { media, theme } from '../../design/theme';

export interface RoadmapTocProps {
  /** Names the navigation and stands above the list. */
  title: string;
  /** The parts of the roadmap, in page order: anchor and title. */
  entries: ReadonlyArray<{ id: string; title: string }>;
}

/** Sticky beside the roadmap on wide screens. */
const StickyContents = styled(TableOfContents)`
  ${media.lg} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space[5]});
  }
`;

/** The roadmap's table of contents: the shared one, sticky beside the periods on wide screens. */
export function RoadmapToc({ title, entries }: RoadmapTocProps) {
  return <StickyContents title={title} titleId="roadmap-toc-title" entries={entries} />;
}
