import type { PopulatedRowOf } from '@psp/domain';
import { CURRENCIES } from '@psp/domain';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';

export type BankAccountRow = PopulatedRowOf<'bankaccount', (typeof BANK_ACCOUNT_POPULATE)[number]>;

export const BANK_ACCOUNT_POPULATE = ['organisation'] as const;

type EditableField = 'holder_name' | 'iban' | 'bic' | 'currency_code';

/** A stored currency code as one the form offers (undefined when it is not in the list). */
export const knownCurrency = (code: string) => CURRENCIES.find((currency) => currency === code);

const CURRENCY_OPTIONS: readonly FilterOption[] = CURRENCIES.map((code) => ({ value: code, label: code }));

/** The inputs of the bank account form; the owner is chosen when the account is created only. */
export const BANK_ACCOUNT_FIELDS: readonly FormField<EditableField>[] = [
  { name: 'holder_name', labelKey: 'fields:bankaccount.holder_name', kind: 'text', required: true },
  { name: 'iban', labelKey: 'fields:bankaccount.iban', kind: 'text', required: true, autoComplete: 'off' },
  { name: 'bic', labelKey: 'fields:bankaccount.bic', kind: 'text', autoComplete: 'off' },
  {
    name: 'currency_code',
    labelKey: 'fields:bankaccount.currency_code',
    kind: 'select',
    options: CURRENCY_OPTIONS,
    searchable: true,
    required: true,
  },
];

export function bankAccountCreateFields(
  organisations: readonly FilterOption[],
): readonly FormField<EditableField | 'organisation'>[] {
  return [
    {
      name: 'organisation',
      labelKey: 'fields:bankaccount.organisation',
      kind: 'select',
      options: organisations,
      searchable: true,
      required: true,
    },
    ...BANK_ACCOUNT_FIELDS,
  ];
}
