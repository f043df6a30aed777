import { z } from 'zod';
import { entityFields, optionalText, ref, timestamp, updateSchemaOf } from '../resources/resource-schema.js';

/**
 * A package bundles the schemes a merchant is priced by: a revenue scheme, a reserve scheme and
 * optionally a partner scheme with the partner (reseller) it pays. A merchant names its package
 * (`organisation.package`).
 */
export const packageSchema = z.object({
  ...entityFields,
  organisation: ref('organisation'),
  name: z.string(),
  description: z.string().nullable(),
  revenue_scheme: ref('pricingscheme'),
  reserve_scheme: ref('pricingscheme').nullable(),
  partner_scheme: ref('pricingscheme').nullable(),
  partner_organisation: ref('organisation').nullable(),
  active: z.boolean(),
  updated_at: timestamp(),
});
export type Package = z.infer<typeof packageSchema>;

const createShape = z.object({
  organisation: z.uuid().optional(),
  name: z.string().trim().min(1).max(200),
  description: optionalText(),
  revenue_scheme: z.uuid(),
  reserve_scheme: z.uuid().nullish(),
  partner_scheme: z.uuid().nullish(),
  partner_organisation: z.uuid().nullish(),
  active: z.boolean().default(true),
});

/** A partner scheme and its partner come together (the server checks each scheme's type). */
export const createPackageSchema = createShape.refine(
  (value) => (value.partner_scheme == null) === (value.partner_organisation == null),
  { message: 'partnerAndSchemeTogether', path: ['partner_organisation'] },
);
export const updatePackageSchema = updateSchemaOf(createShape.omit({ organisation: true }));
