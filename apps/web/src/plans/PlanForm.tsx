import { Button, Stack } from '@mantine/core';
import { PLAN_INTERVALS, type Plan, SUBSCRIPTION_STATUSES, toMajorUnits, toMinorUnits } from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { AmountInput } from '../kit/form/AmountInput';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';
import { PLAN_FORM_FIELDS, type PlanFormValues, planFormSchema } from './planForm';

type Field = (typeof PLAN_FORM_FIELDS)[number];
const label = (name: string) => `fields:plan.${name}`;
const currencyCode = (profile: { currency_code: string }) => profile.currency_code;

/** A plan as the form edits it: its payment profile populated, for the currency of its amount. */
export type EditedPlan = Omit<Plan, 'payment_profile'> & {
  payment_profile: { id: string; currency_code: string };
};

/** Create or edit a plan (002 §5); the amount is typed in major units of the chosen profile's currency. */
export function PlanForm({
  plan,
  submitLabelKey,
  successMessageKey,
  secondary,
  onSubmit,
}: {
  plan?: EditedPlan;
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const may = usePermission();
  const mayList = may('paymentprofile.list');
  const profiles = useResourceOptions('paymentprofile', PROFILES_QUERY, profileName, mayList);
  const currencies = useResourceOptions('paymentprofile', PROFILES_QUERY, currencyCode, mayList);
  const currencyOf = (profile: string) =>
    plan?.payment_profile.currency_code ??
    currencies.options.find((option) => option.value === profile)?.label;
  const defaults: PlanFormValues = {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    payment_profile: plan?.payment_profile.id ?? '',
    amount: plan ? toMajorUnits(plan.amount, plan.payment_profile.currency_code) : '',
    interval: plan?.interval ?? 'month',
    interval_count: plan?.interval_count ?? 1,
    max_billing_cycle: plan?.max_billing_cycle ?? '',
    statuses_subscription_update: (plan?.statuses_subscription_update ??
      []) as PlanFormValues['statuses_subscription_update'],
    webhook_subscription_update: plan?.webhook_subscription_update ?? '',
    email_subscription_update: plan?.email_subscription_update ?? '',
    redirect_url: plan?.redirect_url ?? '',
  };
  const { form, submit, formError } = useEntityForm({
    schema: planFormSchema,
    defaultValues: defaults,
    fieldNames: PLAN_FORM_FIELDS,
    successMessageKey,
    onSubmit: async ({ payment_profile, ...values }) => {
      const currency = currencyOf(payment_profile) ?? 'EUR';
      await onSubmit({
        ...values,
        ...(plan ? {} : { payment_profile }),
        description: values.description || null,
        amount: toMinorUnits(values.amount, currency),
        webhook_subscription_update: values.webhook_subscription_update || null,
        email_subscription_update: values.email_subscription_update || null,
        redirect_url: values.redirect_url || null,
      });
    },
  });
  const currency = currencyOf(form.watch('payment_profile'));
  const fields: FormField<Field>[] = [
    { name: 'name', labelKey: label('name'), kind: 'text', required: true },
    { name: 'description', labelKey: label('description'), kind: 'textarea' },
    {
      name: 'payment_profile',
      labelKey: label('payment_profile'),
      kind: 'select',
      options: profiles.options,
      required: true,
      disabled: !!plan,
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
      name: 'interval',
      labelKey: label('interval'),
      kind: 'select',
      required: true,
      options: PLAN_INTERVALS.map((value) => ({ value, label: t(`subscriptions.plans.intervals.${value}`) })),
    },
    { name: 'interval_count', labelKey: label('interval_count'), kind: 'number', required: true },
    { name: 'max_billing_cycle', labelKey: label('max_billing_cycle'), kind: 'number' },
    {
      name: 'statuses_subscription_update',
      labelKey: label('statuses_subscription_update'),
      kind: 'multiSelect',
      options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
    { name: 'webhook_subscription_update', labelKey: label('webhook_subscription_update'), kind: 'text' },
    { name: 'email_subscription_update', labelKey: label('email_subscription_update'), kind: 'email' },
    { name: 'redirect_url', labelKey: label('redirect_url'), kind: 'text' },
  ];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={form.control} />
        ))}
        <FormFooter formError={formError}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
