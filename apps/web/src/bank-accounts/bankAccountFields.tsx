import { CURRENCIES, formatIban, maskIban } from '@psp/domain';
import { CopyableId } from '../kit/detail/CopyableId';
import { defineFields } from '../kit/fields/defineFields';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The fields of a bank account's screens: the list masks the IBAN, the detail shows it whole; the
 * owner is chosen when the account is created only.
 */
export const BANK_ACCOUNT_FIELDS = defineFields(
  'bankaccount',
  [
    { name: 'id', kind: 'id', detail: true },
    {
      name: 'iban',
      kind: 'custom',
      render: (account) => (
        <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{maskIban(account.iban)}</span>
      ),
      text: (account) => maskIban(account.iban),
      list: {},
    },
    { name: 'holder_name', kind: 'text', list: { sortable: true }, detail: true, form: { required: true } },
    {
      name: 'iban',
      kind: 'custom',
      render: (account) => <CopyableId value={formatIban(account.iban)} />,
      text: (account) => formatIban(account.iban),
      detail: true,
      form: { kind: 'text', required: true, autoComplete: 'off' },
    },
    { name: 'bic', kind: 'text', detail: true, form: { autoComplete: 'off' } },
    {
      name: 'currency_code',
      kind: 'text',
      list: { sortable: true },
      detail: true,
      form: { kind: 'select', options: CURRENCY_OPTIONS, searchable: true, required: true },
    },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
