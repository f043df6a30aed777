import type { ResourceName } from '@psp/domain';
import type { Entity, ResourceClient } from '../api/resourceClient';
import type { Query } from '../api/toSearchParams';
import { toCsv } from './csv';
import type { ListColumn } from './ListColumn';

const PAGE = 500;
/** An export reads at most this many rows; narrower filters export the rest. */
export const EXPORT_LIMIT = 10_000;

interface ExportRequest<T extends Entity> {
  client: ResourceClient;
  resource: ResourceName;
  /** The list's current filters, search, sort and populate, without paging. */
  query: Query;
  columns: readonly ListColumn<T>[];
  header: readonly string[];
  fileName: string;
}

/** Downloads the rows of the current filter as CSV (the visible columns, in their order). */
export async function exportList<T extends Entity>(request: ExportRequest<T>): Promise<number> {
  const { client, resource, query, columns, header, fileName } = request;
  const { count } = await client.count(resource, query);
  const rows: T[] = [];
  for (let skip = 0; skip < Math.min(count, EXPORT_LIMIT); skip += PAGE) {
    // The rows are of the list's resource, whose columns the screen typed.
    rows.push(...((await client.list(resource, { ...query, _skip: skip, _limit: PAGE })) as unknown as T[]));
  }
  const csv = toCsv(
    header,
    rows.map((row) => columns.map((column) => column.csv(row))),
  );
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
  return rows.length;
}
