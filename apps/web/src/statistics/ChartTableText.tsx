import { VisuallyHidden } from '@mantine/core';

export interface ChartTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A chart's numbers as a table only assistive technology reads: the chart's text alternative. */
export function ChartTableText({ table }: { table: ChartTable }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('\u0000')}>
              {row.map((cell, index) => (
                <td key={table.columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
