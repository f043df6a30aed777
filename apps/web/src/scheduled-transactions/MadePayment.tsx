import { Anchor } from '@mantine/core';
import type { RowOf } from '@psp/domain';
import { Link } from 'react-router';
import { useTransactionsUrl } from '../transactions/TransactionReferenceLink';

/** The payment a scheduled transaction made, opened in the transactions screen. */
export function MadePayment({ transaction }: { transaction: RowOf<'transaction'> | string | null }) {
  const url = useTransactionsUrl();
  if (!transaction || typeof transaction === 'string') return null;
  return (
    <Anchor
      component={Link}
      to={url({ id: transaction.id, _open: transaction.id })}
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      {transaction.merchant_reference}
    </Anchor>
  );
}
