export interface DataTableProps {
  /** What the table shows; the table's accessible name. */
  caption: string;
  /** The columns' titles; the first names the rows. */
  columns: ReadonlyArray<string>;
  /** One cell per column; the first cell is the row's heading. */
  rows: ReadonlyArray<ReadonlyArray<string>>;
  /** Id of the caption, for a region that is named by it (TableRegion). */
  captionId?: string;
  /** Styles from the caller: the table carries markup only. */
  className?: string;
}

/**
 * The markup of a plain data table: caption, column headings, and a row
 * heading in each row. Each cell carries its column's title in `data-label`,
 * so a narrow layout can show it beside the value (LegalTableView does).
 */
export function DataTable({ caption, columns, rows, captionId, className }: DataTableProps) {
  const [rowTitle, ...rest] = columns;
  return (
    <table className={className}>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowTitle}</th>
          {rest.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...cells], rowIndex) => (
          <tr key={`${first}-${rowIndex}`}>
            <th scope="row">{first}</th>
            {cells.map((cell, index) => (
              <td key={rest[index]} data-label={rest[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
