import { transactionSchema } from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';

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
    card_details: sql`(SELECT json_build_object('brand', c.brand, 'bin', c.bin, 'last4', c.last4,
      'expiry_month', c.expiry_month, 'expiry_year', c.expiry_year) FROM cards c WHERE c.id = t.card_id)`,
  },
});
