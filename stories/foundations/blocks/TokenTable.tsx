import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../../src/design/theme';

/** Wide previews (text widths up to 48rem) scroll inside the page rather than widen it. */
const Scroller = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: middle;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};
  }
  caption {
    caption-side: top;
    text-align: left;
    padding-bottom: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
  code {
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.xs};
  }
`;

export interface TokenRow {
  /** The token's name as written in code, e.g. `measure.text`. */
  name: string;
  /** Its value as the token source holds it. */
  value: string | number;
  /** What it is for, from the token's own comment where it has one. */
  use?: string;
  /** A picture of the value, where one helps. */
  preview?: ReactNode;
}

/** One table for every token group: name, value, use and a preview. */
export function TokenTable({ caption, rows }: { caption: string; rows: ReadonlyArray<TokenRow> }) {
  const withUse = rows.some((row) => row.use);
  const withPreview = rows.some((row) => row.preview);
  return (
    <Scroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Wert</th>
            {withUse && <th scope="col">Verwendung</th>}
            {withPreview && <th scope="col">Vorschau</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                <code>{row.name}</code>
              </td>
              <td>
                <code>{row.value}</code>
              </td>
              {withUse && <td>{row.use}</td>}
              {withPreview && <td>{row.preview}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
