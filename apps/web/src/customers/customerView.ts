import {
  COUNTRY_CODES,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUSES,
  createCustomerSchema,
  type RowOf,
} from '@psp/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formFieldsOf } from '../kit/fields/formFieldsOf';
import { CUSTOMER_FIELDS } from './customerFields';

export type CustomerRow = RowOf<'customer'>;

export function customerFullName(customer: Pick<CustomerRow, 'first_name' | 'last_name' | 'email_address'>) {
  return [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email_address;
}

export const segmentOptions = (t: TFunction) =>
  CUSTOMER_SEGMENTS.map((segment) => ({ value: segment, label: t(`customers.segment.${segment}`) }));

/** 002 §2: e-mail and organisation required (a chain's shop is picked from the scope's organisations). */
export const customerCreateSchema = createCustomerSchema.extend({ organisation: z.uuid() });

const CREATE_FIELDS = [
  'organisation',
  'email_address',
  'first_name',
  'last_name',
  'merchant_reference',
  'phone_number',
  'city',
  'country_code',
  'segment',
  'status',
] as const;

/** The create form's fields as declared, with the options of its selects in the user's language. */
export function customerFormFields(
  t: TFunction,
  regions: Intl.DisplayNames,
  organisations: readonly { value: string; label: string }[],
) {
  const options = {
    organisation: organisations,
    country_code: COUNTRY_CODES.map((code) => ({
      value: code,
      label: `${regions.of(code) ?? code} (${code})`,
    })),
    segment: segmentOptions(t),
    status: CUSTOMER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  } as const;
  return formFieldsOf(CUSTOMER_FIELDS, CREATE_FIELDS).map((field) =>
    field.name in options ? { ...field, options: options[field.name as keyof typeof options] } : field,
  );
}
