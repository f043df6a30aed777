import { maskIban } from '@psp/domain';
import { DateTime } from '../kit/format/DateTime';
import type { ListColumn } from '../kit/list/ListColumn';
import { type BankAccountRow, organisationNameOf } from './bankAccountView';

export const BANK_ACCOUNT_COLUMNS: readonly ListColumn<BankAccountRow>[] = [
  {
    id: 'iban',
    labelKey: 'fields:bankaccount.iban',
    render: (row) => (
      <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{maskIban(row.iban)}</span>
    ),
    csv: (row) => maskIban(row.iban),
  },
  {
    id: 'holder_name',
    labelKey: 'fields:bankaccount.holder_name',
    sortField: 'holder_name',
    render: (row) => row.holder_name,
    csv: (row) => row.holder_name,
  },
  {
    id: 'currency_code',
    labelKey: 'fields:bankaccount.currency_code',
    sortField: 'currency_code',
    render: (row) => row.currency_code,
    csv: (row) => row.currency_code,
  },
  {
    id: 'organisation',
    labelKey: 'fields:bankaccount.organisation',
    render: organisationNameOf,
    csv: organisationNameOf,
  },
  {
    id: 'created_at',
    labelKey: 'fields:bankaccount.created_at',
    sortField: 'created_at',
    render: (row) => <DateTime value={row.created_at} />,
    csv: (row) => row.created_at,
  },
];
