import { z } from 'zod';
import { entityFields, ref, timestamp } from '../resources/resource-schema.js';

export const SHARE_TYPES = ['processor', 'processorsettlement'] as const;

export const shareCredentialDetailSchema = z.object({
  name: z.string().min(1),
  description: z.string().nullish(),
  value: z.string().nullish(),
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

/** 000 §5: name, organisation, description, type and user required; details non-empty. */
export const createShareCredentialSchema = z
  .object({
    organisation: z.uuid().optional(),
    user: z.uuid(),
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(2000),
    type: z.enum(SHARE_TYPES),
    gateway: z.string().trim().min(1).max(100),
    payment_product: z.string().nullish(),
    processor_settlement_type: z.string().nullish(),
    details: z.array(shareCredentialDetailSchema).min(1),
  })
  .refine((share) => share.type !== 'processor' || !!share.payment_product, {
    message: 'Required for type processor',
    path: ['payment_product'],
  })
  .refine((share) => share.type !== 'processorsettlement' || !!share.processor_settlement_type, {
    message: 'Required for type processorsettlement',
    path: ['processor_settlement_type'],
  });
export const updateShareCredentialSchema = z.object({ details: z.array(shareCredentialDetailSchema).min(1) });
