import { CURRENCIES } from '@psp/domain';
import { formFieldsOf } from '../kit/fields/formFieldsOf';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';
import { BANK_ACCOUNT_FIELDS } from './bankAccountFields';

/** A stored currency code as one the form offers (undefined when it is not in the list). */
export const knownCurrency = (code: string) => CURRENCIES.find((currency) => currency === code);

/** The inputs of the bank account form. */
export const BANK_ACCOUNT_FORM_FIELDS = formFieldsOf(BANK_ACCOUNT_FIELDS, [
  'holder_name',
  'iban',
  'bic',
  'currency_code',
]);

/** The create form: the owner first, chosen from the scope's organisations. */
export function bankAccountCreateFields(
  organisations: readonly FilterOption[],
): readonly FormField<(typeof BANK_ACCOUNT_FORM_FIELDS)[number]['name'] | 'organisation'>[] {
  return [
    {
      name: 'organisation',
      labelKey: 'fields:bankaccount.organisation',
      kind: 'select',
      options: organisations,
      searchable: true,
      required: true,
    },
    ...BANK_ACCOUNT_FORM_FIELDS,
  ];
}
