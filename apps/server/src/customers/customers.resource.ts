import {
  createCustomerSchema,
  customerSchema,
  maskedSocialSecurityNumber,
  updateCustomerSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import { defineResource } from '../platform/resource/resource-definition.js';
import { cardDetailsJson } from '../transactions/transactions.resource.js';

export const customerResource = defineResource({
  name: 'customer',
  table: 'customers',
  schema: customerSchema,
  createSchema: createCustomerSchema,
  updateSchema: updateCustomerSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'email_address', match: 'contains' },
    { field: 'last_name', match: 'contains' },
    { field: 'merchant_reference', match: 'exact' },
  ],
  // The social security number is written, never read back whole: masked in every answer and export,
  // left out of events (the Changes view); the audit trail redacts it in bodies (audit-trail/redact.ts).
  toApi: (row) => ({
    ...row,
    social_security_number: maskedSocialSecurityNumber(row.social_security_number),
  }),
  secretFields: ['social_security_number'],
  computed: {
    cards: sql`(SELECT coalesce(json_agg(${cardDetailsJson} ORDER BY c.created_at, c.id), '[]')
      FROM cards c WHERE c.customer_id = t.id)`,
  },
  // The expressions of the customers_full_name_idx and customers_last_name_idx indexes (migration 0008).
  names: (alias) => [
    sql`lower(coalesce(${sql.ref(`${alias}.first_name`)}, '') || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, ''))`,
    sql`lower(${sql.ref(`${alias}.last_name`)})`,
  ],
});
