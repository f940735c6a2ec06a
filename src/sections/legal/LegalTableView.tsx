import styled from 'styled-components';
import type { LegalTable } from '../../content/legal/legalDocument';
import { DataTable } from '../../components/DataTable';
import { media, theme } from '../../design/theme';

export interface LegalTableViewProps {
  /** Caption, column titles and rows; `empty` is said when there are no rows. */
  table: LegalTable;
}

/**
 * A real table on wide screens and on paper. On a phone each row becomes a
 * block whose lines carry their column's title, so nothing scrolls sideways.
 */
const Table = styled(DataTable)`
  width: 100%;
  margin-top: ${theme.space[4]};
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};

  caption {
    margin-bottom: ${theme.space[2]};
    text-align: left;
    font-weight: ${theme.fontWeights.semibold};
  }
  th,
  td {
    padding: ${theme.space[3]} ${theme.space[3]} ${theme.space[3]} 0;
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    border-bottom-width: ${theme.borderWidths.thick};
    font-weight: ${theme.fontWeights.semibold};
  }
  /* A column is at least as wide as its longest word: a cookie's name or «Farbschema» is never cut. */
  tbody th {
    font-weight: ${theme.fontWeights.semibold};
  }

  ${media.screenBelowMd} {
    thead {
      display: none;
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tr {
      padding-block: ${theme.space[3]};
      border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
    }
    th,
    td {
      padding: ${theme.space[1]} 0;
      border: 0;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: ${theme.fontWeights.semibold};
    }
  }
`;

const Empty = styled.p`
  margin-top: ${theme.space[4]};
`;

/** A table of a legal document, e.g. the cookies of one category; the first column names each row. */
export function LegalTableView({ table }: LegalTableViewProps) {
  if (table.rows.length === 0)
    return (
      <Empty>
        <strong>{table.caption}:</strong> {table.empty}
      </Empty>
    );
  return <Table caption={table.caption} columns={table.columns} rows={table.rows} />;
}
