import { Anchor } from '@mantine/core';
import type { Transaction } from '@psp/domain';
import i18next from 'i18next';
import { Link } from 'react-router';
import { useAccess } from '../app/access/useAccess';
import { paymentProductTypeName } from '../kit/format/paymentProductName';

/** The transaction a refund or chargeback belongs to, as populated in its list call. */
export type TransactionReference =
  | string
  | Pick<
      Transaction,
      | 'id'
      | 'merchant_reference'
      | 'amount'
      | 'currency_code'
      | 'created_at'
      | 'recurring_type'
      | 'payment_product_type'
      | 'status'
    >;

export const populatedTransaction = (reference: TransactionReference) =>
  typeof reference === 'string' ? undefined : reference;

/** The populated transaction's payment method kind (Visa, Achteraf betalen) in the reader's language. */
export const productTypeOf = (reference: TransactionReference) =>
  paymentProductTypeName(i18next.t, populatedTransaction(reference)?.payment_product_type);

/** The transactions screen of the current scope with a filter in its URL (001 §2.3: lists open filtered). */
export function useTransactionsUrl() {
  const { scope } = useAccess();
  return (filters: Record<string, string>) =>
    `${scope.basePath}transactions?${new URLSearchParams(filters).toString()}`;
}

/**
 * A merchant reference that opens the transactions filtered by it (002 §2 chargebacks). A click on it
 * follows the link rather than opening the row it sits in.
 */
export function TransactionReferenceLink({ reference }: { reference: TransactionReference }) {
  const url = useTransactionsUrl();
  const transaction = populatedTransaction(reference);
  if (!transaction) return null;
  return (
    <Anchor
      component={Link}
      to={url({ merchant_reference: transaction.merchant_reference })}
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      {transaction.merchant_reference}
    </Anchor>
  );
}
