import { type CardAddLink, httpUrlSchema, LINK_DEFAULT_LIFETIME_DAYS } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import type { FormField } from '../kit/form/FormField';
import { useEntityForm } from '../kit/form/useEntityForm';
import { CustomerSelect } from '../payment-links/CustomerSelect';
import { LinkCreatePanel } from '../payment-links/LinkCreatePanel';
import { EXPIRY_DAYS, expiresAfter } from '../payment-links/linkExpiry';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';
import { sharedLinkFields } from '../payment-links/linkFormFields';
import { useLinkDesigns } from '../payment-links/useLinkDesigns';

const cardAddLinkFormSchema = z.object({
  payment_profile: z.string().min(1),
  customer: z.string().min(1),
  checkout_design: z.string().nullable(),
  expires_in_days: z.enum(EXPIRY_DAYS),
  return_url: z.union([z.literal(''), httpUrlSchema()]),
});
type Field = keyof z.input<typeof cardAddLinkFormSchema>;

/** A new card-add link for one customer; once made, its URL is shown to copy and send. */
export function CardAddLinkCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('cardaddlink');
  const [created, setCreated] = useState<CardAddLink>();
  const profiles = useResourceOptions(
    'paymentprofile',
    PROFILES_QUERY,
    profileName,
    may('paymentprofile.list'),
  );
  const designs = useLinkDesigns();
  const { form, submit, formError } = useEntityForm({
    schema: cardAddLinkFormSchema,
    defaultValues: {
      payment_profile: '',
      customer: '',
      checkout_design: null,
      expires_in_days: String(LINK_DEFAULT_LIFETIME_DAYS.cardaddlink) as (typeof EXPIRY_DAYS)[number],
      return_url: '',
    },
    fieldNames: ['payment_profile', 'customer', 'checkout_design', 'expires_in_days', 'return_url'],
    successMessageKey: 'cardAddLinks.created',
    onSubmit: async ({ expires_in_days, return_url, ...values }) =>
      setCreated(
        await writes.create({
          ...values,
          return_url: return_url || null,
          expires_at: expiresAfter(expires_in_days),
        }),
      ),
  });
  const shared = sharedLinkFields('cardaddlink', designs, t);
  const fields: FormField<Field>[] = [
    {
      name: 'customer',
      labelKey: 'fields:cardaddlink.customer',
      kind: 'custom',
      required: true,
      render: (input) => <CustomerSelect input={input} enabled={may('customer.list')} />,
    },
    {
      name: 'payment_profile',
      labelKey: 'fields:cardaddlink.payment_profile',
      kind: 'select',
      options: profiles.options,
      required: true,
    },
    shared.checkout_design,
    shared.expires_in_days,
    shared.return_url,
  ];
  return (
    <LinkCreatePanel
      area="cardAddLinks"
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
