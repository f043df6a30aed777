import { NumberInput } from '@mantine/core';
import { DISCOUNT_TYPES, LANGUAGE_LOCALES, type SubscriptionDiscount } from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { MoneyInput } from '../kit/form/MoneyInput';
import { separatorsOf } from '../kit/format/numberSeparators';
import { useLanguage } from '../kit/format/useLanguage';
import { useOrganisationOptions } from '../organisations/useOrganisations';
import { useDiscountCurrency } from './DiscountAmount';
import {
  type DISCOUNT_FORM_FIELDS,
  type DiscountFormValues,
  discountCreateFormSchema,
  discountFormSchema,
} from './discountForm';

const label = (name: string) => `fields:subscriptiondiscount.${name}`;

/** Create (in one of the scope's organisations) or edit a subscription discount (002 §3/§5). */
export function DiscountForm({
  discount,
  submitLabelKey,
  successMessageKey,
  secondary,
  onSubmit,
}: {
  discount?: Omit<SubscriptionDiscount, 'organisation'>;
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const organisations = useOrganisationOptions();
  const currency = useDiscountCurrency();
  if (!organisations) return null;
  const defaults: DiscountFormValues = {
    organisation: organisations.owner ?? '',
    name: discount?.name ?? '',
    type: discount?.type ?? 'fixed_cents',
    amount: discount?.amount ?? '',
    duration: discount?.duration ?? '',
    minimum_amount: discount?.minimum_amount ?? '',
    limit_to_first_order: discount?.limit_to_first_order ?? false,
  };
  const fields: FormField<(typeof DISCOUNT_FORM_FIELDS)[number]>[] = [
    {
      name: 'organisation',
      labelKey: label('organisation'),
      kind: 'select',
      required: true,
      searchable: true,
      options: organisations.options,
    },
    { name: 'name', labelKey: label('name'), kind: 'text', required: true },
    {
      name: 'type',
      labelKey: label('type'),
      kind: 'select',
      required: true,
      options: DISCOUNT_TYPES.map((value) => ({ value, label: t(`subscriptions.discounts.types.${value}`) })),
    },
    {
      name: 'amount',
      labelKey: label('amount'),
      kind: 'custom',
      required: true,
      // A fixed amount as money; a percentage as a fraction (0,125) in the user's own decimal separator.
      render: (input) =>
        input.values.type === 'fixed_cents' ? (
          <MoneyInput
            label={input.label}
            required
            currency={currency}
            value={input.value === '' ? null : (input.value as number | null | undefined)}
            onChange={input.onChange}
            error={input.error}
          />
        ) : (
          <NumberInput
            label={input.label}
            description={t('subscriptions.discounts.amountHint')}
            required
            min={0}
            decimalScale={6}
            {...separatorsOf(LANGUAGE_LOCALES[language])}
            value={(input.value as number | undefined) ?? ''}
            onChange={input.onChange}
            error={input.error}
          />
        ),
    },
    {
      name: 'duration',
      labelKey: label('duration'),
      kind: 'number',
      descriptionKey: 'subscriptions.discounts.durationHint',
    },
    {
      name: 'minimum_amount',
      labelKey: label('minimum_amount'),
      kind: 'money',
      currency,
      descriptionKey: 'subscriptions.discounts.minimumHint',
    },
    { name: 'limit_to_first_order', labelKey: label('limit_to_first_order'), kind: 'checkbox' },
  ];
  if (discount) {
    const { organisation: _organisation, ...edited } = defaults;
    return (
      <EntityForm
        schema={discountFormSchema}
        defaultValues={edited}
        fields={fields.filter(
          (field): field is FormField<Exclude<(typeof field)['name'], 'organisation'>> =>
            field.name !== 'organisation',
        )}
        submitLabelKey={submitLabelKey}
        successMessageKey={successMessageKey}
        {...(secondary ? { secondary } : {})}
        onSubmit={(values) => onSubmit(values)}
      />
    );
  }
  return (
    <EntityForm
      schema={discountCreateFormSchema}
      defaultValues={defaults}
      fields={fields}
      submitLabelKey={submitLabelKey}
      successMessageKey={successMessageKey}
      {...(secondary ? { secondary } : {})}
      onSubmit={(values) => onSubmit(values)}
    />
  );
}
