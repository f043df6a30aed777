import { Button, Stack } from '@mantine/core';
import { toMinorUnits } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { SidePanel } from '../kit/detail/SidePanel';
import { AmountInput } from '../kit/form/AmountInput';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { CustomerSelect } from '../payment-links/CustomerSelect';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';

/** The form's own shape: the amount in major units of the profile's currency as typed. */
const oneOffFormSchema = z.object({
  customer: z.string().min(1),
  payment_profile: z.string().min(1),
  amount: z.preprocess((value) => (value === '' ? undefined : value), z.number().gt(0)),
  due_date: z.iso.date(),
});
const FIELDS = ['customer', 'payment_profile', 'amount', 'due_date'] as const;
const label = (name: string) => `fields:scheduledtransaction.${name}`;
const currencyCode = (profile: { currency_code: string }) => profile.currency_code;

/** A one-off charge on a customer's last stored card on a day (ADR 0014), cancellable until it runs. */
export function ScheduledTransactionCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('scheduledtransaction');
  const mayList = may('paymentprofile.list');
  const profiles = useResourceOptions('paymentprofile', PROFILES_QUERY, profileName, mayList);
  const currencies = useResourceOptions('paymentprofile', PROFILES_QUERY, currencyCode, mayList);
  const currencyOf = (profile: string) =>
    currencies.options.find((option) => option.value === profile)?.label;
  const { form, submit, formError } = useEntityForm({
    schema: oneOffFormSchema,
    defaultValues: { customer: '', payment_profile: '', amount: '', due_date: '' },
    fieldNames: FIELDS,
    successMessageKey: 'subscriptions.scheduled.created',
    onSubmit: async (values) => {
      const currency = currencyOf(values.payment_profile) ?? 'EUR';
      await writes.create({
        ...values,
        amount: toMinorUnits(values.amount, currency),
        currency_code: currency,
      });
      onClose();
    },
  });
  const currency = currencyOf(form.watch('payment_profile'));
  const fields: FormField<(typeof FIELDS)[number]>[] = [
    {
      name: 'customer',
      labelKey: label('customer'),
      kind: 'custom',
      required: true,
      descriptionKey: 'subscriptions.scheduled.cardHint',
      render: (input) => <CustomerSelect input={input} enabled={may('customer.list')} />,
    },
    {
      name: 'payment_profile',
      labelKey: label('payment_profile'),
      kind: 'select',
      options: profiles.options,
      required: true,
    },
    {
      name: 'amount',
      labelKey: label('amount'),
      kind: 'custom',
      required: true,
      render: (input) => (
        <AmountInput input={input} currency={currency} hint={t('subscriptions.chooseProfileFirst')} />
      ),
    },
    {
      name: 'due_date',
      labelKey: label('due_date'),
      kind: 'date',
      required: true,
    },
  ];
  return (
    <SidePanel title={t('subscriptions.scheduled.create')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {fields.map((field) => (
            <FormFieldInput key={field.name} field={field} control={form.control} />
          ))}
          <FormFooter formError={formError}>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('form.create')}
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </SidePanel>
  );
}
