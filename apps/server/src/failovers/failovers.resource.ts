import { createFailoverSchema, failoverSchema, updateFailoverSchema } from '@psp/domain';
import { sql } from 'kysely';
import { badRequest } from '../platform/http/errors.js';
import { defineResource, writtenOrganisation } from '../platform/resource/resource-definition.js';
import { idsOutsideScope } from '../platform/resource/scoped-ids.js';

export const failoverResource = defineResource({
  name: 'failover',
  table: 'failovers',
  schema: failoverSchema,
  createSchema: createFailoverSchema,
  updateSchema: updateFailoverSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'payment_product', match: 'exact' },
  ],
  /**
   * Each processor of the list is one the caller can see, of the list's own organisation (a payment of that
   * organisation can only go to its processors) and payment product, named once.
   */
  async beforeWrite(input, { trx, actor, existing }) {
    const { processors } = input;
    if (processors === undefined) return input;
    const product = input.payment_product ?? existing?.payment_product;
    const organisation = writtenOrganisation(input, existing);
    const unknown = await idsOutsideScope(trx, actor, 'processors', processors);
    const rows =
      unknown.length || processors.length === 0
        ? []
        : (
            await sql<{ id: string; payment_product: string; organisation_id: string }>`
              SELECT id, payment_product, organisation_id FROM processors
              WHERE id = ANY(${processors}::uuid[])`.execute(trx)
          ).rows;
    const elsewhere = rows.filter((row) => row.organisation_id !== organisation).map((row) => row.id);
    const other = rows.filter((row) => row.payment_product !== product).map((row) => row.id);
    const repeated = processors.filter((id, index) => processors.indexOf(id) !== index);
    const problem = unknown.length
      ? `Unknown processors: ${unknown.join(', ')}`
      : elsewhere.length
        ? `Processors of another organisation than the list's: ${elsewhere.join(', ')}`
        : other.length
          ? `Processors of another payment product than ${product}: ${other.join(', ')}`
          : repeated.length
            ? `Processors named twice: ${[...new Set(repeated)].join(', ')}`
            : undefined;
    if (problem) {
      throw badRequest([{ path: 'body.processors', code: 'invalid_reference', message: problem }]);
    }
    return input;
  },
});
