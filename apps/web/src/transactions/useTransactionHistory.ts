import type { TransactionStatus } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';

/** One step of a payment's life, as the engine and the lifecycle jobs record it. */
export interface StatusHistoryEntry {
  id: string;
  status: TransactionStatus;
  status_reason: string | null;
  created_at: string;
}

/** A transaction's status history, oldest first, cached under the transaction so an action refreshes it. */
export function useTransactionHistory(id: string) {
  const { scopeKey, organisation } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'transaction', 'history', id],
    queryFn: ({ signal }) =>
      apiRequest<StatusHistoryEntry[]>('GET', `transactions/${encodeURIComponent(id)}/history`, {
        signal,
        ...(organisation && { organisation }),
      }),
  });
}
