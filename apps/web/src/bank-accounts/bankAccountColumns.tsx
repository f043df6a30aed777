import { maskIban } from '@psp/domain';
import { createdAtColumn, organisationColumn, textColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { BankAccountRow } from './bankAccountView';

export const BANK_ACCOUNT_COLUMNS: readonly ListColumn<BankAccountRow>[] = [
  {
    id: 'iban',
    labelKey: 'fields:bankaccount.iban',
    render: (row) => (
      <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{maskIban(row.iban)}</span>
    ),
    csv: (row) => maskIban(row.iban),
  },
  textColumn('bankaccount', 'holder_name'),
  textColumn('bankaccount', 'currency_code'),
  organisationColumn('bankaccount'),
  createdAtColumn('bankaccount'),
];
