import type { ResourceName } from '@psp/domain';
import { toApiError } from '../api/apiRequest';
import type { ResourceClient } from '../api/resourceClient';
import { type Query, toSearchParams } from '../api/toSearchParams';

interface ExportRequest {
  client: ResourceClient;
  /** The merchant a provider user works inside (X-Organisation), as the list's own calls send it. */
  organisation: string | undefined;
  resource: ResourceName;
  /** The list's current filters, search and sort, without paging. */
  query: Query;
  /** The visible columns in their order: each id is the API field path the server writes. */
  columns: readonly { id: string }[];
  /** The columns' headers in the user's language. */
  header: readonly string[];
  /** 'Currency' in the user's language: titles the currency column the server adds beside an amount. */
  currencyHeader: string;
  fileName: string;
}

/**
 * Downloads every row of the current filter as CSV, written by the server (`GET /api/{resource}/export`)
 * from one snapshot of the data: no row limit, amounts as decimals with their currency. Answers how many
 * rows the list counts.
 */
export async function exportList(request: ExportRequest): Promise<number> {
  const { client, organisation, resource, query, columns, header, currencyHeader, fileName } = request;
  const params = toSearchParams({
    ...query,
    _columns: columns.map((column) => column.id).join(','),
    _currency_header: currencyHeader,
  });
  for (const label of header) params.append('_header', label);
  const [response, { count }] = await Promise.all([
    fetch(`/api/${resource}/export?${params}`, {
      credentials: 'same-origin',
      headers: organisation ? { 'X-Organisation': organisation } : {},
    }),
    client.count(resource, query),
  ]);
  if (!response.ok) throw await toApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
  return count;
}
