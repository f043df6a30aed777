import {
  COUNTRY_CODES,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUSES,
  type Customer,
  createCustomerSchema,
} from '@psp/domain';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FormField } from '../kit/form/FormField';

export type CustomerRow = Customer;

export function customerFullName(customer: Pick<Customer, 'first_name' | 'last_name' | 'email_address'>) {
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email_address;
}

export const segmentOptions = (t: TFunction) =>
  CUSTOMER_SEGMENTS.map((segment) => ({ value: segment, label: t(`customers.segment.${segment}`) }));

/** 002 §5: e-mail required; the organisation is the one the list is in (the server sets it). */
export const customerCreateSchema = createCustomerSchema.omit({ organisation: true });

type CustomerFormField = FormField<keyof z.input<typeof customerCreateSchema> & string>;

export function customerFormFields(t: TFunction, regions: Intl.DisplayNames): CustomerFormField[] {
  return [
    { name: 'email_address', labelKey: 'fields:customer.email_address', kind: 'email', required: true },
    { name: 'first_name', labelKey: 'fields:customer.first_name', kind: 'text' },
    { name: 'last_name', labelKey: 'fields:customer.last_name', kind: 'text' },
    { name: 'merchant_reference', labelKey: 'fields:customer.merchant_reference', kind: 'text' },
    { name: 'phone_number', labelKey: 'fields:customer.phone_number', kind: 'text' },
    { name: 'city', labelKey: 'fields:customer.city', kind: 'text' },
    {
      name: 'country_code',
      labelKey: 'fields:customer.country_code',
      kind: 'select',
      searchable: true,
      options: COUNTRY_CODES.map((code) => ({ value: code, label: `${regions.of(code) ?? code} (${code})` })),
    },
    { name: 'segment', labelKey: 'fields:customer.segment', kind: 'select', options: segmentOptions(t) },
    {
      name: 'status',
      labelKey: 'fields:customer.status',
      kind: 'select',
      options: CUSTOMER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    },
  ];
}
