import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { PlainList } from '../../components/listStyles';
import { isPlainClick, jumpTo } from '../../components/jumpTo';

export interface RoadmapTocProps {
  /** Names the navigation and stands above the list. */
  title: string;
  /** The parts of the roadmap, in page order: anchor and title. */
  entries: ReadonlyArray<{ id: string; title: string }>;
}

const TITLE_ID = 'roadmap-toc-title';

const Nav = styled.nav`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
  }
`;

const List = styled(PlainList)`
  display: grid;
  margin-top: ${({ theme }) => theme.space[3]};
  border-left: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.line};
`;

const EntryLink = styled.a`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
  }
`;

/**
 * The roadmap's table of contents. A link scrolls to its part and moves the
 * keyboard focus to the part's heading; without JavaScript it is a plain
 * anchor. Sticky beside the roadmap on wide screens.
 */
export function RoadmapToc({ title, entries }: RoadmapTocProps) {
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event) && jumpTo(id)) event.preventDefault();
  };
  return (
    <Nav aria-labelledby={TITLE_ID}>
      <Heading level={2} size="sm" id={TITLE_ID}>
        {title}
      </Heading>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink href={`#${entry.id}`} onClick={jump(entry.id)}>
              {entry.title}
            </EntryLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
