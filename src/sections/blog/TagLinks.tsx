import styled from 'styled-components';
import type { BlogTag, BlogTagLink } from '../../content/blog';
import { PlainList } from '../../components/listStyles';
import { theme } from '../../design/theme';
import { outlinedLinkStyles } from './outlinedLinkStyles';
import { chipSurface } from '../../components/surfaces';

export interface TagLinksProps {
  /** The tags, each linking to its page. */
  tags: ReadonlyArray<BlogTagLink>;
  /** Names the list for a screen reader («Themen»). */
  label: string;
  /** The tag whose page this is: marked as the current page. */
  current?: BlogTag | null;
  /** A first entry before the tags (the list of all articles), with whether it is the current page. */
  all?: { label: string; to: string; current: boolean };
}

const List = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Tag = styled.a`
  ${outlinedLinkStyles}
  min-height: ${theme.sizes.compactControl};
  ${chipSurface({ edge: 'none' })}
  font-size: ${theme.fontSizes.sm};
`;

/** Tags as links to their pages, the current one marked; on a list page, «all articles» first. */
export function TagLinks({ tags, label, current = null, all }: TagLinksProps) {
  return (
    <List aria-label={label}>
      {all && (
        <li>
          <Tag href={all.to} aria-current={all.current ? 'page' : undefined}>
            {all.label}
          </Tag>
        </li>
      )}
      {tags.map((tag) => (
        <li key={tag.id}>
          <Tag href={tag.to} aria-current={tag.id === current ? 'page' : undefined}>
            {tag.label}
          </Tag>
        </li>
      ))}
    </List>
  );
}
