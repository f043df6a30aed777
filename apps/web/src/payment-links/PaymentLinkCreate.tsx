import { httpUrlSchema, LINK_DEFAULT_LIFETIME_DAYS, type PaymentLink, toMinorUnits } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { AmountInput } from '../kit/form/AmountInput';
import type { FormField } from '../kit/form/FormField';
import { useEntityForm } from '../kit/form/useEntityForm';
import { CustomerSelect } from './CustomerSelect';
import { LinkCreatePanel } from './LinkCreatePanel';
import { EXPIRY_DAYS, expiresAfter } from './linkExpiry';
import { PROFILES_QUERY, profileCurrency, profileName } from './linkFilters';
import { sharedLinkFields } from './linkFormFields';
import { useLinkDesigns } from './useLinkDesigns';

/** The form's own shape: the amount in major units as typed, the expiry as a number of days. */
const paymentLinkFormSchema = z.object({
  payment_profile: z.string().min(1),
  amount: z.preprocess((value) => (value === '' ? undefined : value), z.number().positive()),
  description: z.string().trim().max(2000),
  merchant_reference: z.string().trim().max(200),
  checkout_design: z.string().nullable(),
  customer: z.string().nullable(),
  expires_in_days: z.enum(EXPIRY_DAYS),
  reusable: z.boolean(),
  return_url: z.union([z.literal(''), httpUrlSchema()]),
});
type Field = keyof z.input<typeof paymentLinkFormSchema>;

/**
 * A new payment link: the amount in the profile's currency, what it is for, the checkout design it
 * shows, how long it stays payable, single or reusable, an optional customer and return URL. Once made,
 * its URL is shown to copy and send.
 */
export function PaymentLinkCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('paymentlink');
  const [created, setCreated] = useState<PaymentLink>();
  const profiles = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileName,
    may('paymentprofile.list'),
  );
  // The same cached list, read as each profile's currency.
  const currencies = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileCurrency,
    may('paymentprofile.list'),
  );
  const designs = useLinkDesigns();
  const { form, submit, formError } = useEntityForm({
    schema: paymentLinkFormSchema,
    defaultValues: {
      payment_profile: '',
      description: '',
      merchant_reference: '',
      checkout_design: null,
      customer: null,
      expires_in_days: String(LINK_DEFAULT_LIFETIME_DAYS.paymentlink) as (typeof EXPIRY_DAYS)[number],
      reusable: false,
      return_url: '',
    },
    fieldNames: [
      'payment_profile',
      'amount',
      'description',
      'merchant_reference',
      'checkout_design',
      'customer',
      'expires_in_days',
      'reusable',
      'return_url',
    ],
    successMessageKey: 'paymentLinks.created',
    onSubmit: async ({ amount, expires_in_days, description, merchant_reference, return_url, ...values }) => {
      const currency = currencyOf(values.payment_profile);
      if (!currency) return;
      setCreated(
        await writes.create({
          ...values,
          amount: toMinorUnits(amount, currency),
          currency_code: currency,
          description: description || null,
          merchant_reference: merchant_reference || null,
          return_url: return_url || null,
          expires_at: expiresAfter(expires_in_days),
        }),
      );
    },
  });
  const currencyOf = (profile: string) =>
    currencies.options.find((option) => option.value === profile)?.label;
  const currency = currencyOf(form.watch('payment_profile'));
  const shared = sharedLinkFields('paymentlink', designs, t);
  const fields: FormField<Field>[] = [
    {
      name: 'payment_profile',
      labelKey: 'fields:paymentlink.payment_profile',
      kind: 'select',
      options: profiles.options,
      required: true,
    },
    {
      name: 'amount',
      labelKey: 'fields:paymentlink.amount',
      kind: 'custom',
      required: true,
      render: (input) => <AmountInput input={input} currency={currency} />,
    },
    {
      name: 'description',
      labelKey: 'fields:paymentlink.description',
      kind: 'text',
      descriptionKey: 'paymentLinks.descriptionHint',
    },
    { name: 'merchant_reference', labelKey: 'fields:paymentlink.merchant_reference', kind: 'text' },
    shared.checkout_design,
    shared.expires_in_days,
    {
      name: 'reusable',
      labelKey: 'paymentLinks.reusableLabel',
      kind: 'checkbox',
      descriptionKey: 'paymentLinks.reusableHint',
    },
    {
      name: 'customer',
      labelKey: 'fields:paymentlink.customer',
      kind: 'custom',
      render: (input) => <CustomerSelect input={input} enabled={may('customer.list')} />,
    },
    shared.return_url,
  ];
  return (
    <LinkCreatePanel
      area="paymentLinks"
      createdUrl={created?.url}
      onClose={onClose}
      fields={fields}
      control={form.control}
      submit={submit}
      submitting={form.formState.isSubmitting}
      formError={formError}
    />
  );
}
