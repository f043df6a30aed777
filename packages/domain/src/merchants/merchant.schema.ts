import { z } from 'zod';
import { CURRENCIES } from '../money/money.js';
import { booleanText } from '../resources/resource-schema.js';

/** 001 §2.2: the provider's merchant list sorts by amount (default, descending) or by name. */
export const MERCHANT_SORTS = ['-amount', 'amount', 'name', '-name', '-count', 'count'] as const;
export type MerchantSort = (typeof MERCHANT_SORTS)[number];

/** A merchant's accepted payments of the last 24 hours in one currency: amounts of two are never added. */
export const merchantVolumeSchema = z.object({
  currency_code: z.string(),
  amount: z.int(),
  count: z.int(),
});
export type MerchantVolume = z.infer<typeof merchantVolumeSchema>;

/**
 * 001 §3 merchant and merchant revenue: a merchant organisation, whether it may take payments, and its
 * last 24 hours per currency (`last24hours`, largest first) with the totals the sort reads.
 */
export const merchantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  parent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  active: z.boolean(),
  /** Why the provider deactivated it (told to its users); null while active. */
  deactivation_reason: z.string().nullable(),
  /** Accepted payments (authorised, captured, settled, disputed) created in the last 24 hours. */
  count: z.int(),
  /** The amount in the list's `currency_code`, what `_sort=amount` orders by. */
  amount: z.int(),
  currency_code: z.string(),
  last24hours: z.array(merchantVolumeSchema),
});
export type Merchant = z.infer<typeof merchantSchema>;

/**
 * The merchant list's query. `amount` is one currency's amount (`currency_code`, by default the
 * provider's base currency), so a sort never compares euros with pounds; a merchant without payments in
 * that currency sorts as 0, after the others by count.
 */
export const merchantListQuerySchema = z
  .object({
    active: booleanText().optional(),
    _sort: z.enum(MERCHANT_SORTS).default('-amount'),
    currency_code: z.enum(CURRENCIES).optional(),
    _search: z.string().trim().max(200).optional(),
    _limit: z.coerce.number().int().min(1).max(1000).default(25),
    _skip: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type MerchantListQuery = z.input<typeof merchantListQuerySchema>;

/** Activate: the merchant's id, no body (001 §7). */
export const merchantToggleInputSchema = z.object({ id: z.uuid() }).strict();

/** The longest deactivation reason. */
export const DEACTIVATION_REASON_MAX_LENGTH = 500;
/** Deactivate: why, in words the merchant's users are told (the banner, a mail), kept with the flag. */
export const merchantDeactivationSchema = z.strictObject({
  reason: z.string().trim().min(1).max(DEACTIVATION_REASON_MAX_LENGTH),
});
export const merchantDeactivateInputSchema = merchantToggleInputSchema.extend(
  merchantDeactivationSchema.shape,
);

/** The code a deactivated merchant's API keys and users are answered with. */
export const MERCHANT_INACTIVE = 'merchant_inactive';
