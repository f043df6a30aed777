import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import type { CustomFieldInput } from '../kit/form/FormField';
import { customerName } from '../transactions/transactionView';

/**
 * A customer as a picker shows it: the name, the e-mail and the merchant's reference, or the start of
 * the id as tables show it when there is none, so two customers of one e-mail can be told apart.
 */
export const customerLabel = (customer: {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email_address: string;
  merchant_reference: string | null;
}) => {
  const name = customerName({ customer });
  return [
    name === customer.email_address ? undefined : name,
    customer.email_address,
    customer.merchant_reference ?? customer.id.slice(0, 8),
  ]
    .filter(Boolean)
    .join(' · ');
};

/**
 * A customer of the scope found by what the user types (name, e-mail, reference: the list's search), for
 * merchants with thousands of customers; the chosen one stays shown while another search runs.
 */
export function CustomerSelect({ input, enabled }: { input: CustomFieldInput; enabled: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string }>();
  const found = useResourceOptions('customer', { _search: search, _limit: 20 }, customerLabel, enabled);
  const options =
    chosen && !found.options.some((option) => option.value === chosen.value)
      ? [chosen, ...found.options]
      : found.options;
  return (
    <Select
      label={input.label}
      // "Optional" only where it is: a subscription, a card-add link or a scheduled charge needs one.
      description={t(input.required ? 'links.customerSearchHint' : 'links.customerHint')}
      error={input.error}
      required={input.required}
      searchable
      clearable={!input.required}
      allowDeselect={!input.required}
      data={options}
      value={(input.value as string | null) ?? null}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={found.loading ? t('common.loading') : t('links.noCustomer')}
      onChange={(value, option) => {
        setChosen(value && option ? option : undefined);
        input.onChange(value);
      }}
    />
  );
}
