import styled from 'styled-components';
import type { BlogTag, BlogTagLink } from '../../content/blog';
import { theme } from '../../design/theme';
import { outlinedLinkStyles } from './outlinedLinkStyles';
import { chipSurface } from '../../components/surfaces';
import { Cluster } from '../../components/Cluster';

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

const Tag = styled.a`
  ${outlinedLinkStyles}
  min-height: ${theme.sizes.compactControl};
  ${chipSurface({ edge: 'none' })}
  font-size: ${theme.fontSizes.sm};
`;

/** Tags as links to their pages, the current one marked; on a list page, «all articles» first. */
export function TagLinks({ tags, label, current = null, all }: TagLinksProps) {
  return (
    <Cluster element="ul" gap={2} aria-label={label}>
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
    </Cluster>
  );
}
