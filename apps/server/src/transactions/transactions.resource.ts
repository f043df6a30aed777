import { transactionSchema } from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';

/** A card row aliased `c` as the API shows it: brand, BIN, last 4 and expiry. */
export const cardDetailsJson = sql`json_build_object('brand', c.brand, 'bin', c.bin, 'last4', c.last4,
  'expiry_month', c.expiry_month, 'expiry_year', c.expiry_year)`;

export const transactionResource = defineResource({
  name: 'transaction',
  table: 'transactions',
  schema: transactionSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'merchant_reference', match: 'prefix' },
    { field: 'customer', match: 'name' },
  ],
  computed: {
    card_details: sql`(SELECT ${cardDetailsJson} FROM cards c WHERE c.id = t.card_id)`,
  },
});
