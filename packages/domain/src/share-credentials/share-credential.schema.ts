import { z } from 'zod';
import { GATEWAYS, PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';
import type { Requirement } from '../roles/evaluate-requirement.js';
import { PROCESSOR_SETTLEMENT_TYPES } from './gateway-configuration.js';

export const SHARE_TYPES = ['processor', 'processorsettlement'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** The fields besides the details, which only the provider edits (000 §6). */
export const SHARE_CREDENTIAL_PROVIDER_FIELDS = [
  'name',
  'organisation',
  'description',
  'type',
  'gateway',
  'payment_product',
  'processor_settlement_type',
  'user',
] as const;

/**
 * Who reads share-credential values in clear: the provider's staff, who configure the processors with
 * them, and the merchant users who fill them in (SHARE_UPDATE). Anyone else who may list share
 * credentials sees whether a value is set, not the value.
 */
export const SHARE_VALUE_READERS: Requirement = ['PSP', 'SHARE_UPDATE'];

/**
 * A detail as the API answers it. `value` is the clear value for those who may see it (the provider's
 * staff and the merchant users who may update share credentials), null for others; `value_set` says
 * whether a value is stored.
 */
export const shareCredentialDetailSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  value: z.string().nullable(),
  value_set: z.boolean(),
});

export const shareCredentialSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  user: ref('user'),
  name: z.string(),
  description: z.string(),
  type: z.enum(SHARE_TYPES),
  gateway: z.string(),
  payment_product: z.string().nullable(),
  processor_settlement_type: z.string().nullable(),
  details: z.array(shareCredentialDetailSchema),
  updated_at: timestamp(),
});
export type ShareCredential = z.infer<typeof shareCredentialSchema>;

const MAX_VALUE = 4000;

/** 000 §5: each detail needs a name; its value is required unless a merchant is viewed as PSP. */
function detailInputSchema(valueRequired: boolean) {
  return z.strictObject({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).nullish(),
    value: valueRequired ? z.string().min(1).max(MAX_VALUE) : z.string().max(MAX_VALUE).nullish(),
  });
}
export type ShareCredentialDetailInput = z.input<ReturnType<typeof detailInputSchema>>;

const providerFields = {
  organisation: z.uuid(),
  user: z.uuid(),
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(2000),
  type: z.enum(SHARE_TYPES),
  gateway: z.enum(GATEWAYS),
  payment_product: z.enum(PAYMENT_PRODUCTS).nullish(),
  processor_settlement_type: z.enum(PROCESSOR_SETTLEMENT_TYPES).nullish(),
};

/**
 * 000 §5 for the whole form, as the provider edits it: name, organisation, description, type and
 * user required; details non-empty; payment_product for type processor, processor_settlement_type for
 * type processorsettlement. `valueRequired` is false when a merchant is viewed as PSP.
 */
export function shareCredentialFormSchema(valueRequired: boolean) {
  return z
    .object({ ...providerFields, details: z.array(detailInputSchema(valueRequired)).min(1) })
    .refine((share) => share.type !== 'processor' || !!share.payment_product, {
      message: 'Required for type processor',
      path: ['payment_product'],
    })
    .refine((share) => share.type !== 'processorsettlement' || !!share.processor_settlement_type, {
      message: 'Required for type processorsettlement',
      path: ['processor_settlement_type'],
    });
}
export type ShareCredentialForm = z.input<ReturnType<typeof shareCredentialFormSchema>>;

/** Only the provider creates a share request; it may leave the values for the merchant to fill in. */
export const createShareCredentialSchema = shareCredentialFormSchema(false);

/**
 * 000 §7: a merchant user's save sends the id and the details only, and 000 §6 lets them change only
 * the values (the server also holds names and descriptions to the stored ones).
 */
export const shareCredentialValuesSchema = z.strictObject({
  id: z.uuid().optional(),
  details: z.array(detailInputSchema(true)).min(1),
});
export type ShareCredentialValues = z.input<typeof shareCredentialValuesSchema>;

/**
 * What an update may carry: the provider's partial update or a merchant's values. The server applies
 * the rules of the caller's side to the record as it would be after the update.
 */
export const updateShareCredentialSchema = z
  .object(providerFields)
  .partial()
  .extend({ details: z.array(detailInputSchema(false)).min(1).optional() });
