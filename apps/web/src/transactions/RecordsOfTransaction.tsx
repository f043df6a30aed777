import { useNavigate } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import type { Entity } from '../kit/api/resourceClient';
import { DataTable } from '../kit/list/DataTable';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListStatus } from '../kit/list/ListStatus';

interface RecordsOfTransactionProps<T extends Entity> {
  rows: { data?: T[] | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  columns: readonly ListColumn<T>[];
  caption: string;
  /** The screen a row opens in (its `_open`). */
  screen: string;
}

/** A payment's refunds or chargebacks in its panel; a row opens in its own screen. */
export function RecordsOfTransaction<T extends Entity>({
  rows,
  columns,
  caption,
  screen,
}: RecordsOfTransactionProps<T>) {
  const navigate = useNavigate();
  const { scope } = useAccess();
  if (rows.isError) return <ListStatus kind="error" error={rows.error} onRetry={() => rows.refetch()} />;
  if (rows.data?.length === 0) return <ListStatus kind="empty" />;
  return (
    <DataTable
      caption={caption}
      columns={columns.map(({ sortField, ...column }) => column)}
      rows={rows.data ?? []}
      sort=""
      onSort={() => undefined}
      onOpen={(id) => navigate(`${scope.basePath}${screen}?_open=${encodeURIComponent(id)}`)}
    />
  );
}
