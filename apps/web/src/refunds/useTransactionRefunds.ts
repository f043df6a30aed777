import { useQuery } from '@tanstack/react-query';
import { useScopedApi } from '../kit/api/useScopedApi';
import { REFUND_POPULATE } from './refundView';

/** A payment's refunds are few; one page of this size holds them all. */
const REFUNDS_OF_ONE_PAYMENT = '100';

/** The refunds of one transaction (002 §7 'Refunds of a transaction': list, filter transaction). */
export function useTransactionRefunds(transactionId: string | undefined) {
  const { client, scopeKey } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'refund', 'ofTransaction', transactionId],
    queryFn: ({ signal }) =>
      client.list(
        'refund',
        { transaction: transactionId ?? '', _limit: REFUNDS_OF_ONE_PAYMENT, _sort: '-created_at' },
        { signal, populate: REFUND_POPULATE },
      ),
    enabled: transactionId !== undefined,
  });
}
