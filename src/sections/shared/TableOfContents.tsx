import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { PlainList } from '../../components/listStyles';
import { JUMP_ATTRIBUTE } from '../../components/behaviours/jumpLinks';
import { theme } from '../../design/theme';

export interface TableOfContentsProps {
  /** Names the navigation and stands above the list. */
  title: string;
  /** Id of that title; unique on the page. */
  titleId: string;
  /** The parts of the page, in page order: the id of each part's heading (a `jumpTarget`) and its title. */
  entries: ReadonlyArray<{ id: string; title: string }>;
  /** For placing it, e.g. sticky beside the text. */
  className?: string;
}

const List = styled(PlainList)`
  display: grid;
  margin-top: ${theme.space[3]};
  border-left: ${theme.borderWidths.thick} solid ${theme.colors.line};
`;

const EntryLink = styled.a`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding-left: ${theme.space[4]};
  color: ${theme.colors.inkMuted};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${theme.colors.ink};
    text-decoration: underline;
  }
`;

/**
 * A page's table of contents. A link scrolls to its part and moves the
 * keyboard focus to the part's heading (the behaviour `jumpLinks`);
 * without the script it is a plain anchor.
 */
export function TableOfContents({ title, titleId, entries, className }: TableOfContentsProps) {
  return (
    <nav aria-labelledby={titleId} className={className}>
      <Heading level={2} size="sm" id={titleId}>
        {title}
      </Heading>
      <List>
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink href={`#${entry.id}`} {...{ [JUMP_ATTRIBUTE]: '' }}>
              {entry.title}
            </EntryLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
