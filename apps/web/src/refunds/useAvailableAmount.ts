import { type Refund, refundCountsAgainstAmount } from '@psp/domain';
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

/**
 * What is still available to refund (002 §2): the captured amount less the refunds that count against
 * it, as the engine's refund command reckons it (which also refuses more, under concurrency too).
 */
export function availableAmount(
  capturedAmount: number,
  refunds: readonly Pick<Refund, 'amount' | 'status'>[],
) {
  const refunded = refunds
    .filter((refund) => refundCountsAgainstAmount(refund.status))
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, capturedAmount - refunded);
}
