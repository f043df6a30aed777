import type { TransactionHistoryEntry } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';

/** A transaction's status history, oldest first, cached under the transaction so an action refreshes it. */
export function useTransactionHistory(id: string) {
  const { scopeKey, organisation } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'transaction', 'history', id],
    queryFn: ({ signal }) =>
      apiRequest<TransactionHistoryEntry[]>('GET', `transaction/${encodeURIComponent(id)}/history`, {
        signal,
        ...(organisation && { organisation }),
      }),
  });
}
