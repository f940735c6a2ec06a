import { fillIn } from '../../lib/template';
import styled from 'styled-components';
import { TableRegion } from '../../components/TableRegion';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SeoDashboardContent } from '../../content/seoDashboard';
import { scoreColour, type ScoreColour } from '../../lib/seo/metaBands';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { theme } from '../../design/theme';

export interface SeoOverviewTableProps {
  audit: SiteAudit;
  content: SeoDashboardContent['overview'];
  /** The score bands in words. */
  words: Pick<SeoCheckContent, 'score'>;
  /** Id of the heading that names the table. */
  titleId: string;
}

const tone = { green: 'success', amber: 'warning', red: 'danger' } as const;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  th,
  td {
    padding: ${theme.space[3]} ${theme.space[2]};
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${theme.colors.inkMuted};
    font-weight: ${theme.fontWeights.semibold};
  }
  tbody th {
    font-weight: ${theme.fontWeights.medium};
    white-space: nowrap;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const Lengths = styled.td`
  white-space: nowrap;
`;

/** The number, then the band in words and in its colour: colour never stands alone. */
const Score = styled.span<{ $colour: ScoreColour }>`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[2]};

  strong {
    font-weight: ${theme.fontWeights.bold};
  }
  span {
    color: ${({ $colour }) => theme.colors[tone[$colour]]};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Quiet = styled.td`
  color: ${theme.colors.inkMuted};
`;

/**
 * Every route's score at a glance, with its title and description lengths;
 * internal pages and paths that only redirect say so instead of a score.
 */
export function SeoOverviewTable({ audit, content, words, titleId }: SeoOverviewTableProps) {
  return (
    <TableRegion labelledBy={titleId}>
      <Table aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{content.columns.page}</th>
            <th scope="col">{content.columns.score}</th>
            <th scope="col">{content.columns.lengths}</th>
          </tr>
        </thead>
        <tbody>
          {audit.pages.map((page) => {
            const colour = scoreColour(page.score);
            return (
              <tr key={page.path}>
                <th scope="row">{page.path}</th>
                <td>
                  <Score $colour={colour}>
                    <strong>{page.score}</strong> <span>{words.score.bands[colour]}</span>
                  </Score>
                </td>
                <Lengths>{fillIn(content.lengths, { title: page.facts.title?.length ?? 0, description: page.facts.description?.length ?? 0 })}</Lengths>
              </tr>
            );
          })}
          {audit.internalPaths.map((path) => (
            <tr key={path}>
              <th scope="row">{path}</th>
              <Quiet colSpan={2}>{content.internal}</Quiet>
            </tr>
          ))}
          {audit.unserved.map((entry) => (
            <tr key={entry.path}>
              <th scope="row">{entry.path}</th>
              <Quiet colSpan={2}>{fillIn(content.redirects, { target: entry.redirectsTo })}</Quiet>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
