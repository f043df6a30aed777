import { createSettlementUpdateSchema, settlementUpdateSchema } from '@psp/domain';
import { sql } from 'kysely';
import { inScope } from '../platform/auth/actor.js';
import { notFound } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/**
 * 001 §2.9, §4: a settlement update moves a processor settlement's `last` (the moment its import has
 * read up to) and keeps the one it replaces as `old_last`, in the write's transaction; with
 * `update_last_run` the import runs again (the `settlementupdate.created` subscriber in app.ts), which
 * moves `last_run` past the update's created_at: what the detail polls for.
 */
export const settlementUpdateResource = defineResource({
  name: 'settlementupdate',
  table: 'settlement_updates',
  schema: settlementUpdateSchema,
  createSchema: createSettlementUpdateSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
  async beforeWrite(input, { trx, actor }) {
    const settlement = await trx
      .selectFrom('processor_settlements')
      .select(['id', 'organisation_id', 'last'])
      .where('id', '=', input.processor_settlement!)
      .forUpdate()
      .executeTakeFirst();
    if (!settlement || !inScope(actor, settlement.organisation_id))
      throw notFound('The processor settlement');
    await trx
      .updateTable('processor_settlements')
      .set({ last: input.last!, updated_at: sql`now()` })
      .where('id', '=', settlement.id)
      .execute();
    return { ...input, organisation: settlement.organisation_id, old_last: settlement.last };
  },
});
