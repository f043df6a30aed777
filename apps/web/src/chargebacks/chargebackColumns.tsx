import { Code } from '@mantine/core';
import { toMajorUnits } from '@psp/domain';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import { populatedTransaction, TransactionReferenceLink } from '../transactions/TransactionReferenceLink';
import type { ChargebackRow } from './chargebackView';

/** 002 §2 chargebacks; the merchant reference opens the transactions filtered by it. */
export const CHARGEBACK_COLUMNS: readonly ListColumn<ChargebackRow>[] = [
  {
    id: 'id',
    labelKey: 'fields:chargeback.id',
    render: (row) => <Code>{row.id.slice(0, 8)}</Code>,
    csv: (row) => row.id,
  },
  createdAtColumn('chargeback'),
  {
    id: 'last_status_update',
    labelKey: 'fields:chargeback.last_status_update',
    sortField: 'last_status_update',
    render: (row) => <DateTime value={row.last_status_update} />,
    csv: (row) => row.last_status_update,
  },
  textColumn('chargeback', 'processor_id_external', { hiddenByDefault: true }),
  {
    id: 'transaction.merchant_reference',
    labelKey: 'fields:chargeback.merchant_reference',
    render: (row) => <TransactionReferenceLink reference={row.transaction} />,
    csv: (row) => populatedTransaction(row.transaction)?.merchant_reference ?? '',
  },
  {
    id: 'transaction.payment_product_type',
    labelKey: 'fields:chargeback.payment_product_type',
    render: (row) => populatedTransaction(row.transaction)?.payment_product_type,
    csv: (row) => populatedTransaction(row.transaction)?.payment_product_type ?? '',
  },
  {
    id: 'amount',
    labelKey: 'fields:chargeback.amount',
    sortField: 'amount',
    align: 'right',
    render: (row) => <Money amount={row.amount} currency={row.currency_code} />,
    csv: (row) => `${toMajorUnits(row.amount, row.currency_code)} ${row.currency_code}`,
  },
  textColumn('chargeback', 'reason', { sortable: false }),
  {
    id: 'status',
    labelKey: 'fields:chargeback.status',
    sortField: 'status',
    render: (row) => <StatusTag family="chargeback" status={row.status} />,
    csv: (row) => row.status,
  },
  textColumn('chargeback', 'source_type'),
  {
    id: 'work_by_date',
    labelKey: 'fields:chargeback.work_by_date',
    sortField: 'work_by_date',
    render: (row) => <DateTime value={row.work_by_date} dateOnly />,
    csv: (row) => row.work_by_date ?? '',
  },
  organisationColumn('chargeback'),
];
