import {
  COUNTRY_CODES,
  CUSTOMER_SEGMENTS,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
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

const blankToNull = (value: unknown) => (value === '' ? null : value);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * 002 §5: e-mail and organisation required (a chain's shop is picked from the scope's organisations). An
 * empty date of birth is none; an empty social security number is not sent (the stored one is masked and
 * stays unless a new one is typed).
 */
export const customerCreateSchema = createCustomerSchema.extend({
  organisation: z.uuid(),
  date_of_birth: z.preprocess(blankToNull, z.iso.date().nullish()),
  social_security_number: z.preprocess(blankToUndefined, createCustomerSchema.shape.social_security_number),
});
/** The edit form: the same fields but the organisation, which a customer keeps. */
export const customerEditSchema = customerCreateSchema.omit({ organisation: true });

const FORM_FIELDS = [
  'organisation',
  'type',
  'email_address',
  'title',
  'initials',
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'street_address',
  'house_number',
  'house_number_suffix',
  'postal_code',
  'city',
  'region',
  'country_code',
  'phone_number',
  'fax_number',
  'social_security_number',
  'merchant_reference',
  'segment',
  'status',
] as const;

/** The form's fields as declared (without the organisation when editing), with the options of its selects in the user's language. */
export function customerFormFields(
  t: TFunction,
  regions: Intl.DisplayNames,
  organisations: readonly { value: string; label: string }[] | null,
) {
  const options = {
    organisation: organisations ?? [],
    type: CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`customers.types.${type}`) })),
    country_code: COUNTRY_CODES.map((code) => ({
      value: code,
      label: `${regions.of(code) ?? code} (${code})`,
    })),
    segment: segmentOptions(t),
    status: CUSTOMER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  } as const;
  const names = organisations ? FORM_FIELDS : FORM_FIELDS.filter((name) => name !== 'organisation');
  return formFieldsOf(CUSTOMER_FIELDS, names).map((field) =>
    field.name in options ? { ...field, options: options[field.name as keyof typeof options] } : field,
  );
}
