import { refId } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailFields } from '../kit/detail/DetailFields';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import {
  populatedTransaction,
  productTypeOf,
  type TransactionReference,
  TransactionReferenceLink,
} from './TransactionReferenceLink';

/** The 'transaction details' tab of a refund or chargeback: the payment it belongs to. */
export function TransactionSummary({ reference }: { reference: TransactionReference }) {
  const { t } = useTranslation();
  const transaction = populatedTransaction(reference);
  const id = refId(reference);
  const field = (name: string) => `fields:transaction.${name}`;
  return (
    <DetailFields
      fields={[
        { labelKey: field('id'), value: id && <CopyableId value={id} /> },
        { labelKey: field('merchant_reference'), value: <TransactionReferenceLink reference={reference} /> },
        {
          labelKey: field('amount'),
          value: transaction && <Money amount={transaction.amount} currency={transaction.currency_code} />,
        },
        {
          labelKey: field('status'),
          value: transaction && <StatusTag family="transaction" status={transaction.status} />,
        },
        { labelKey: field('payment_product_type'), value: productTypeOf(reference) },
        {
          labelKey: field('recurring_type'),
          value: transaction?.recurring_type && t(`recurringTypes.${transaction.recurring_type}`),
        },
        { labelKey: field('created_at'), value: <DateTime value={transaction?.created_at} /> },
      ]}
    />
  );
}
