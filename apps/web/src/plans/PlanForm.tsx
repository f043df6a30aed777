import { Button, Stack } from '@mantine/core';
import { PLAN_INTERVALS, type Plan, SUBSCRIPTION_STATUSES, toMajorUnits, toMinorUnits } from '@psp/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { AmountInput } from '../kit/form/AmountInput';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useOrganisationOptions } from '../organisations/useOrganisations';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';
import { PLAN_FORM_FIELDS, type PlanFormValues, planFormSchema } from './planForm';

type Field = (typeof PLAN_FORM_FIELDS)[number];
const label = (name: string) => `fields:plan.${name}`;
const currencyCode = (profile: { currency_code: string }) => profile.currency_code;
const byName = (record: { name: string }) => record.name;
const idOf = (reference: string | { id: string } | null) =>
  typeof reference === 'object' && reference !== null ? reference.id : (reference ?? '');

/** A plan as the form edits it: its payment profile populated, for the currency of its amount. */
export type EditedPlan = Omit<Plan, 'payment_profile' | 'organisation' | 'checkout'> & {
  payment_profile: { id: string; currency_code: string };
  organisation: string | { id: string };
  checkout: string | { id: string } | null;
};

/**
 * Create or edit a plan (002 §3/§5): in one of the scope's organisations (fixed once made), with a
 * checkout design of that organisation; the amount is typed in major units of the chosen profile's currency.
 */
interface PlanFormProps {
  plan?: EditedPlan;
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}

export function PlanForm(props: PlanFormProps) {
  // A new plan defaults to the user's own organisation: the form starts once it is known.
  const organisations = useOrganisationOptions();
  return organisations && <LoadedPlanForm {...props} organisations={organisations} />;
}

function LoadedPlanForm({
  plan,
  submitLabelKey,
  successMessageKey,
  secondary,
  onSubmit,
  organisations,
}: PlanFormProps & { organisations: NonNullable<ReturnType<typeof useOrganisationOptions>> }) {
  const { t } = useTranslation();
  const may = usePermission();
  const mayList = may('paymentprofile.list');
  const profiles = useResourceOptions('paymentprofile', PROFILES_QUERY, profileName, mayList);
  const currencies = useResourceOptions('paymentprofile', PROFILES_QUERY, currencyCode, mayList);
  const currencyOf = (profile: string) =>
    plan?.payment_profile.currency_code ??
    currencies.options.find((option) => option.value === profile)?.label;
  const defaults: PlanFormValues = {
    organisation: plan ? idOf(plan.organisation) : (organisations.owner ?? ''),
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    dynamic_descriptor: plan?.dynamic_descriptor ?? '',
    payment_profile: plan?.payment_profile.id ?? '',
    checkout: plan ? idOf(plan.checkout) : '',
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
    onSubmit: async ({ payment_profile, organisation, ...values }) => {
      const currency = currencyOf(payment_profile) ?? 'EUR';
      await onSubmit({
        ...values,
        ...(plan ? {} : { payment_profile, organisation }),
        description: values.description || null,
        dynamic_descriptor: values.dynamic_descriptor || null,
        checkout: values.checkout || null,
        amount: toMinorUnits(values.amount, currency),
        webhook_subscription_update: values.webhook_subscription_update || null,
        email_subscription_update: values.email_subscription_update || null,
        redirect_url: values.redirect_url || null,
      });
    },
  });
  const currency = currencyOf(form.watch('payment_profile'));
  const organisation = form.watch('organisation');
  const designs = useResourceOptions(
    'checkoutdesign',
    { organisation, _sort: 'name', _limit: 200 },
    byName,
    may('checkoutdesign.list') && organisation !== '',
  );
  // Another organisation's design does not fit: a new organisation starts without one.
  const chosen = useRef(organisation);
  useEffect(() => {
    if (chosen.current !== organisation) form.setValue('checkout', '');
    chosen.current = organisation;
  }, [organisation, form]);
  const fields: FormField<Field>[] = [
    {
      name: 'organisation',
      labelKey: label('organisation'),
      kind: 'select',
      options: organisations.options,
      searchable: true,
      required: true,
      disabled: !!plan,
    },
    { name: 'name', labelKey: label('name'), kind: 'text', required: true },
    { name: 'description', labelKey: label('description'), kind: 'textarea' },
    { name: 'dynamic_descriptor', labelKey: label('dynamic_descriptor'), kind: 'text' },
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
    { name: 'checkout', labelKey: label('checkout'), kind: 'select', options: designs.options },
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
