import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../../components/Icon';
import { PlainList } from '../../components/listStyles';
import type { BlogListPage, BlogWords } from '../../content/blog';
import { fillIn } from '../../lib/template';
import { theme } from '../../design/theme';
import { outlinedLinkStyles } from '../shared/outlinedLinkStyles';
import { controlSurface } from '../../components/surfaces';

export interface PaginationProps {
  /** Which page this is, and every page's address. */
  list: Pick<BlogListPage, 'page' | 'pages'>;
  /** «Neuere Artikel», «Ältere Artikel», «Seite {page}» and the navigation's name. */
  labels: BlogWords['pagination'];
}

const Pages = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[7]};
`;

const PageLink = styled.a`
  ${outlinedLinkStyles}
  justify-content: center;
  gap: ${theme.space[1]};
  min-width: ${theme.sizes.touchTarget};
  min-height: ${theme.sizes.touchTarget};
  ${controlSurface({ edge: 'none' })}
`;

/** The numbered pages of a list, with the newer and older ones beside them; none while the list fits on one page. */
export function Pagination({ list, labels }: PaginationProps) {
  if (list.pages.length < 2) return null;
  const newer = list.pages[list.page - 2];
  const older = list.pages[list.page];
  return (
    <nav aria-label={labels.label}>
      <Pages>
        {newer && (
          <li>
            <PageLink href={newer.to} rel="prev">
              <Icon icon={ChevronLeft} size="sm" />
              {labels.previous}
            </PageLink>
          </li>
        )}
        {list.pages.map((page) => (
          <li key={page.number}>
            <PageLink href={page.to} aria-current={page.number === list.page ? 'page' : undefined} aria-label={fillIn(labels.page, { page: page.number })}>
              {page.number}
            </PageLink>
          </li>
        ))}
        {older && (
          <li>
            <PageLink href={older.to} rel="next">
              {labels.next}
              <Icon icon={ChevronRight} size="sm" />
            </PageLink>
          </li>
        )}
      </Pages>
    </nav>
  );
}
